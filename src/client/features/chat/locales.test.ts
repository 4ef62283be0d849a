import { describe, expect, it } from 'vitest';
import { aiModuleIds, relationshipPeople, sleepHabits, tensionAreas } from '@shared/schemas/ai-modules';
import { thoughtRecordSteps } from '@shared/schemas/chat';
import aiModulesEn from '@/locales/aiModules/en.json';
import aiModulesIt from '@/locales/aiModules/it.json';
import chatEn from '@/locales/chat/en.json';
import chatIt from '@/locales/chat/it.json';
import safetyEn from '@/locales/safety/en.json';
import safetyIt from '@/locales/safety/it.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

describe('the chat, AI modules and safety words', () => {
  it.each([
    ['chat', chatIt, chatEn],
    ['aiModules', aiModulesIt, aiModulesEn],
    ['safety', safetyIt, safetyEn],
  ])('%s has the same keys in Italian and English, none empty', (_ns, it_, en) => {
    expect(keys(it_).sort()).toEqual(keys(en).sort());
    for (const catalog of [it_, en]) {
      const flat = JSON.stringify(catalog);
      expect(flat).not.toMatch(/"\s*"/);
    }
  });

  it('names every module, every answer choice and every thought-record step', () => {
    for (const catalog of [aiModulesIt, aiModulesEn]) {
      for (const id of aiModuleIds) expect(catalog.modules[id].title).toBeTruthy();
      for (const p of relationshipPeople) expect(catalog.modules.relationships.person[p]).toBeTruthy();
      for (const a of tensionAreas) expect(catalog.modules.muscle_relaxation.areas[a]).toBeTruthy();
      for (const h of sleepHabits) expect(catalog.modules.sleep.habits[h]).toBeTruthy();
    }
    for (const catalog of [chatIt, chatEn]) {
      for (const step of thoughtRecordSteps) expect(catalog.thoughtRecord.steps[step]).toBeTruthy();
    }
  });
});
