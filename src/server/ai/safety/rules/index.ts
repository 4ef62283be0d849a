/**
 * Every crisis rule, family by family (rules/<family>.ts), and the table crisis.ts runs. To add a
 * rule: write a record in its family's file with a pattern built from word lists (words-*.ts) and at
 * least two messages it must fire on and one it must not; rules.test.ts proves them. The check runs
 * them in the order of order.ts.
 */
import { compile, type CrisisPattern, type CrisisRule } from './build';
import { RULE_ORDER } from './order';
import { medicalIngestion } from './medical-ingestion';
import { medicalHeartBreath } from './medical-heart-breath';
import { medicalConsciousness } from './medical-consciousness';
import { directIt } from './direct-it';
import { directEn } from './direct-en';
import { passiveWishIt } from './passive-wish-it';
import { passiveWishEn } from './passive-wish-en';
import { notLivingIt } from './not-living-it';
import { notLivingEn } from './not-living-en';
import { deathWelcome } from './death-welcome';
import { deathThoughts } from './death-thoughts';
import { burden } from './burden';
import { absenceBenefit } from './absence-benefit';
import { farewell } from './farewell';
import { hopelessness } from './hopelessness';
import { method } from './method';
import { means } from './means';
import { planIntent } from './plan-intent';
import { planHeight } from './plan-height';
import { medicinesPlan } from './medicines-plan';
import { preparation } from './preparation';
import { selfHarmActs } from './self-harm-acts';
import { selfHarmUrges } from './self-harm-urges';
import { selfHarmHitting } from './self-harm-hitting';
import { selfHarmSigns } from './self-harm-signs';
import { abuseViolenceIt } from './abuse-violence-it';
import { abuseViolenceEn } from './abuse-violence-en';
import { abuseThreats } from './abuse-threats';
import { abuseSexual } from './abuse-sexual';
import { abuseTouching } from './abuse-touching';
import { abuseDanger } from './abuse-danger';
import { harmOthersUrges } from './harm-others-urges';
import { harmToChildren } from './harm-to-children';
import { harmOthersThreats } from './harm-others-threats';
import { harmOthersRevenge } from './harm-others-revenge';

export type { CrisisPattern, CrisisRule } from './build';

export const CRISIS_RULES: readonly CrisisRule[] = [
  ...medicalIngestion,
  ...medicalHeartBreath,
  ...medicalConsciousness,
  ...directIt,
  ...directEn,
  ...passiveWishIt,
  ...passiveWishEn,
  ...notLivingIt,
  ...notLivingEn,
  ...deathWelcome,
  ...deathThoughts,
  ...burden,
  ...absenceBenefit,
  ...farewell,
  ...hopelessness,
  ...method,
  ...means,
  ...planIntent,
  ...planHeight,
  ...medicinesPlan,
  ...preparation,
  ...selfHarmActs,
  ...selfHarmUrges,
  ...selfHarmHitting,
  ...selfHarmSigns,
  ...abuseViolenceIt,
  ...abuseViolenceEn,
  ...abuseThreats,
  ...abuseSexual,
  ...abuseTouching,
  ...abuseDanger,
  ...harmOthersUrges,
  ...harmToChildren,
  ...harmOthersThreats,
  ...harmOthersRevenge,
];

const rank = new Map(RULE_ORDER.map((id, i) => [id, i]));
const rankOf = (r: CrisisRule): number => rank.get(r.id) ?? RULE_ORDER.length;

/** The compiled rules in their run order (order.ts). */
export const CRISIS_PATTERNS: CrisisPattern[] = [...CRISIS_RULES]
  .sort((a, b) => rankOf(a) - rankOf(b))
  .map(compile);
