import { storefrontRefusals, domainRefusals } from './src/i18n/refusals/refusal-sources.ts';
const all = [...storefrontRefusals('src/modules'), ...domainRefusals('../../packages/domain/src')];
const uniq = [...new Set(all.map((a) => a.sentence))];
console.log(uniq.length);
for (const s of uniq) console.log(JSON.stringify(s));
