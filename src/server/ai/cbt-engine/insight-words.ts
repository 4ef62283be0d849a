/** Reading an insight of the person's own (turns.ts); insight.ts says it back. */
import { rx } from '../text/normalize';

// "il problema è che…" alone after a plan is an obstacle (plan-followup.ts): an insight needs its hedge.
const INSIGHT_IT = rx(
  '^(?:(?:ok|allora|quindi|boh|ecco|si|mah|cioe) )*(?:forse|mi sa che|credo che|penso che|secondo me) (?:il (?:vero )?problema|il punto|la verita|il fatto) e che\\b|\\b(?:mi rendo conto che|mi sono res[oa] conto che|ho capito che|sto capendo che|forse e perche|forse dipende dal fatto che|forse dipende da)\\b',
);
const INSIGHT_EN = rx(
  '^(?:(?:ok|so|yeah|hmm|well) )*(?:maybe|i think|i guess|perhaps) (?:the (?:real )?problem is|the thing is|the truth is|its because|it s because|thats because)\\b|\\b(?:i (?:realise|realize|realised|realized|see now|get now|just realised|just realized|ve realised|ve realized|ve noticed|noticed) that)\\b',
);

/** True for a turn that names an insight about the person's own pattern. */
export function isInsight(norm: string): boolean {
  return INSIGHT_IT.test(norm) || INSIGHT_EN.test(norm);
}
