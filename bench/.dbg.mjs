import {loadEngine} from '/work/h15/bench/quality.mjs';
const [locale, ...qs] = process.argv.slice(2);
const {index} = loadEngine(locale);
for (const q of qs) {
  console.log('==', q);
  for (const r of index.rank(q).slice(0, 6)) console.log(r.weight?.toFixed?.(2), r.typos, r.doc.url, JSON.stringify(r.result.match).slice(0, 200));
}
