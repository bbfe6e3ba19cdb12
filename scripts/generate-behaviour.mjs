#!/usr/bin/env node
/**
 * Also writes the "Open a live sample" line (end of the Example section) of
 * every item the manifest lists official live samples for (`samples`).
 *
 * Writes the "Behaviour" section (`## … {#behaviour}`, just before Example) of
 * every method and event page that changes the board's data, in every locale
 * and docs version, from the API manifest (see scripts/behaviour.mjs for the
 * facts used). Where the facts say nothing, the section says nothing.
 *
 *   node scripts/generate-behaviour.mjs            English pages (docs/ and versioned_docs/)
 *   node scripts/generate-behaviour.mjs --translations
 *        translated pages; run after committing the English pages: each
 *        translation it changes is stamped `translated_from: <last commit of
 *        its English file>` (unless it was already behind before that commit)
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import matter from 'gray-matter';
import {headings} from './check-docs.mjs';
import {isDataChanging, itemById, allItems, routesByEvent, eventOf, root} from './behaviour.mjs';
import {differenceAt} from './api-pages.mjs';

const ID = {
  exec: 'api/internal/js_kanban_exec_method',
  on: 'api/internal/js_kanban_on_method',
  intercept: 'api/internal/js_kanban_intercept_method',
  setNext: 'api/internal/js_kanban_setnext_method',
  history: 'api/config/js_kanban_history_config',
  meta: 'api/common/js_kanban_meta_parameter',
  setConfig: 'api/methods/js_kanban_setconfig_method',
  parse: 'api/methods/js_kanban_parse_method',
};

/** Sentence templates; `l(id, hash)` is the link target of a doc id, `c(text)` a code span. */
const T = {
  en: {
    heading: 'Behaviour',
    eventFrom: (m, x) => `Calling ${m} fires this event, and so does ${x} with the event's name.`,
    cancel: (i, sent) =>
      `A handler added with ${i} runs before the change and can cancel it by returning \`false\`: the board stays as it was${sent ? ' and no request goes to the server' : ''}.`,
    history: (h, meta) => `While ${h} is on, the change enters the undo history; to keep it out, pass ${meta} with \`skipHistory: true\`.`,
    needsHistory: (h) => `It works only while ${h} is on (\`history: true\`).`,
    routeEvent: (s, r, resp) =>
      `With RestDataProvider connected through ${s}, the board sends ${r} for this event; the server answers as described in ${resp('Response')}.`,
    routeMethod: (s, r, resp) =>
      `With RestDataProvider connected through ${s}, the call sends ${r}; the server answers as described in ${resp('Response')}.`,
    skip: 'With `skipProvider: true` in the event data, the change stays on the client.',
    noRouteEvent: 'RestDataProvider sends no request for this event.',
    noRouteMethod: (e) => `RestDataProvider sends no request for the ${e} event.`,
    returnsEvent: 'Handlers return nothing (`void`); only `false` from an `api.intercept()` handler has an effect.',
    methodFires: (e, on, i) =>
      `Calling it fires the ${e} event: handlers added with ${on} run, and a handler added with ${i} can cancel the call by returning \`false\`.`,
    returnsMethod: 'It returns nothing (`void`).',
    noHistory: 'It does not change the undo history.',
    keepsStore: "Since v1.6 it keeps the board's data store instead of destroying it.",
    parseToo: (p) => `${p} does the same for the data properties only.`,
    parseIs: (sc) => `It is ${sc} limited to the data properties, so, like \`setConfig()\`, it does not change the undo history.`,
  },
  ru: {
    heading: 'Поведение',
    eventFrom: (m, x) => `Событие срабатывает при вызове ${m}, а также при вызове ${x} с его именем.`,
    cancel: (i, sent) =>
      `Обработчик, зарегистрированный через ${i}, выполняется до изменения и может вернуть \`false\`, чтобы отменить его: доска остаётся прежней${sent ? ', и запрос на сервер не отправляется' : ''}.`,
    history: (h, meta) =>
      `Пока включено свойство ${h}, изменение попадает в историю операций; чтобы оно туда не попало, передайте ${meta} с \`skipHistory: true\`.`,
    needsHistory: (h) => `Работает только при включённом свойстве ${h} (\`history: true\`).`,
    routeEvent: (s, r, resp) =>
      `Если провайдер данных RestDataProvider подключён через ${s}, для этого события он отправляет запрос ${r}; ответ сервера описан в разделе ${resp('Ответ')}.`,
    routeMethod: (s, r, resp) =>
      `Если провайдер данных RestDataProvider подключён через ${s}, вызов приводит к запросу ${r}; ответ сервера описан в разделе ${resp('Ответ')}.`,
    skip: 'С `skipProvider: true` в данных события изменение остаётся только на клиенте.',
    noRouteEvent: 'Для этого события RestDataProvider не отправляет запросов.',
    noRouteMethod: (e) => `Для события ${e} RestDataProvider не отправляет запросов.`,
    returnsEvent: 'Обработчики ничего не возвращают (`void`); значение имеет только `false` из обработчика `api.intercept()`.',
    methodFires: (e, on, i) =>
      `При вызове срабатывает событие ${e}: выполняются обработчики, зарегистрированные через ${on}, а обработчик, зарегистрированный через ${i}, может отменить вызов, вернув \`false\`.`,
    returnsMethod: 'Метод ничего не возвращает (`void`).',
    noHistory: 'Метод не меняет историю операций.',
    keepsStore: 'Начиная с v1.6 он сохраняет хранилище данных доски, а не уничтожает его.',
    parseToo: (p) => `${p} делает то же самое только для свойств с данными.`,
    parseIs: (sc) => `Это ${sc}, ограниченный свойствами с данными, поэтому, как и \`setConfig()\`, он не меняет историю операций.`,
  },
  de: {
    heading: 'Verhalten',
    eventFrom: (m, x) => `Das Ereignis wird ausgelöst, wenn Sie ${m} aufrufen, und ebenso durch ${x} mit dem Namen des Ereignisses.`,
    cancel: (i, sent) =>
      `Ein mit ${i} registrierter Handler läuft vor der Änderung und kann sie mit der Rückgabe \`false\` abbrechen: Das Board bleibt unverändert${sent ? ', und es geht keine Anfrage an den Server' : ''}.`,
    history: (h, meta) =>
      `Solange ${h} eingeschaltet ist, landet die Änderung im Bearbeitungsverlauf; um sie davon auszunehmen, übergeben Sie ${meta} mit \`skipHistory: true\`.`,
    needsHistory: (h) => `Das funktioniert nur, solange ${h} eingeschaltet ist (\`history: true\`).`,
    routeEvent: (s, r, resp) =>
      `Ist RestDataProvider über ${s} angebunden, sendet das Board für dieses Ereignis ${r}; die Antwort des Servers beschreibt der Abschnitt ${resp('Antwort')}.`,
    routeMethod: (s, r, resp) =>
      `Ist RestDataProvider über ${s} angebunden, führt der Aufruf zur Anfrage ${r}; die Antwort des Servers beschreibt der Abschnitt ${resp('Antwort')}.`,
    skip: 'Mit `skipProvider: true` in den Ereignisdaten bleibt die Änderung auf dem Client.',
    noRouteEvent: 'Für dieses Ereignis sendet RestDataProvider keine Anfrage.',
    noRouteMethod: (e) => `Für das Ereignis ${e} sendet RestDataProvider keine Anfrage.`,
    returnsEvent: 'Handler geben nichts zurück (`void`); Wirkung hat nur `false` aus einem `api.intercept()`-Handler.',
    methodFires: (e, on, i) =>
      `Der Aufruf löst das Ereignis ${e} aus: Mit ${on} registrierte Handler laufen, und ein mit ${i} registrierter Handler kann den Aufruf mit der Rückgabe \`false\` abbrechen.`,
    returnsMethod: 'Die Methode gibt nichts zurück (`void`).',
    noHistory: 'Die Methode ändert den Bearbeitungsverlauf nicht.',
    keepsStore: 'Seit v1.6 behält sie den Datenspeicher des Boards, statt ihn zu zerstören.',
    parseToo: (p) => `${p} tut dasselbe, nur für die Dateneigenschaften.`,
    parseIs: (sc) =>
      `Sie ist ${sc}, beschränkt auf die Dateneigenschaften, und ändert daher wie \`setConfig()\` den Bearbeitungsverlauf nicht.`,
  },
  zh: {
    heading: '行为',
    eventFrom: (m, x) => `调用 ${m} 会触发此事件；以事件名调用 ${x} 也会触发。`,
    cancel: (i, sent) =>
      `通过 ${i} 注册的处理函数在更改之前运行，返回 \`false\` 即可取消更改：看板保持原样${sent ? '，也不会向服务器发送请求' : ''}。`,
    history: (h, meta) => `启用 ${h} 时，此更改会记入撤销/重做历史；如需排除，请传入带有 \`skipHistory: true\` 的 ${meta}。`,
    needsHistory: (h) => `仅在启用 ${h}（\`history: true\`）时有效。`,
    routeEvent: (s, r, resp) => `通过 ${s} 连接 RestDataProvider 后，看板会为此事件发送 ${r} 请求；服务器的应答见${resp('响应')}。`,
    routeMethod: (s, r, resp) => `通过 ${s} 连接 RestDataProvider 后，此调用会发送 ${r} 请求；服务器的应答见${resp('响应')}。`,
    skip: '在事件数据中传入 `skipProvider: true` 时，更改只保留在客户端。',
    noRouteEvent: 'RestDataProvider 不会为此事件发送请求。',
    noRouteMethod: (e) => `RestDataProvider 不会为 ${e} 事件发送请求。`,
    returnsEvent: '处理函数不返回任何值（`void`）；只有 `api.intercept()` 处理函数返回的 `false` 才有作用。',
    methodFires: (e, on, i) =>
      `调用此方法会触发 ${e} 事件：通过 ${on} 注册的处理函数会运行，通过 ${i} 注册的处理函数返回 \`false\` 即可取消此次调用。`,
    returnsMethod: '此方法不返回任何值（`void`）。',
    noHistory: '此方法不会改变撤销/重做历史。',
    keepsStore: '自 v1.6 起，它会保留看板的数据存储，而不是将其销毁。',
    parseToo: (p) => `${p} 只对数据属性执行相同的操作。`,
    parseIs: (sc) => `它相当于只作用于数据属性的 ${sc}，因此与 \`setConfig()\` 一样不会改变撤销/重做历史。`,
  },
  ko: {
    heading: '동작',
    eventFrom: (m, x) => `${m}를 호출하면 이 이벤트가 발생하며, 이벤트 이름으로 ${x}를 호출해도 발생합니다.`,
    cancel: (i, sent) =>
      `${i}로 등록한 핸들러는 변경 전에 실행되며 \`false\`를 반환하면 변경을 취소합니다. 이때 보드는 바뀌지 않${sent ? '으며 서버로 요청도 전송되지 않습니다' : '습니다'}.`,
    history: (h, meta) =>
      `${h}가 켜져 있으면 이 변경은 실행 취소/다시 실행 이력에 남습니다. 이력에서 제외하려면 \`skipHistory: true\`를 담은 ${meta}를 전달하세요.`,
    needsHistory: (h) => `${h}가 켜져 있을 때(\`history: true\`)만 동작합니다.`,
    routeEvent: (s, r, resp) =>
      `${s}로 RestDataProvider를 연결하면 보드는 이 이벤트에 대해 ${r} 요청을 보냅니다. 서버 응답은 ${resp('응답')}을 참조하세요.`,
    routeMethod: (s, r, resp) =>
      `${s}로 RestDataProvider를 연결하면 이 호출은 ${r} 요청을 보냅니다. 서버 응답은 ${resp('응답')}을 참조하세요.`,
    skip: '이벤트 데이터에 `skipProvider: true`를 넣으면 변경은 클라이언트에만 적용됩니다.',
    noRouteEvent: 'RestDataProvider는 이 이벤트에 대해 요청을 보내지 않습니다.',
    noRouteMethod: (e) => `RestDataProvider는 ${e} 이벤트에 대해 요청을 보내지 않습니다.`,
    returnsEvent: '핸들러는 아무것도 반환하지 않습니다(`void`). `api.intercept()` 핸들러가 반환하는 `false`만 효과가 있습니다.',
    methodFires: (e, on, i) =>
      `이 메서드를 호출하면 ${e} 이벤트가 발생합니다. ${on}으로 등록한 핸들러가 실행되고, ${i}로 등록한 핸들러는 \`false\`를 반환해 호출을 취소할 수 있습니다.`,
    returnsMethod: '이 메서드는 아무것도 반환하지 않습니다(`void`).',
    noHistory: '이 메서드는 실행 취소/다시 실행 이력을 바꾸지 않습니다.',
    keepsStore: 'v1.6부터는 보드의 데이터 저장소를 없애지 않고 유지합니다.',
    parseToo: (p) => `${p}는 데이터 속성에 대해서만 같은 일을 합니다.`,
    parseIs: (sc) => `데이터 속성으로 범위를 좁힌 ${sc}이므로 \`setConfig()\`와 마찬가지로 실행 취소/다시 실행 이력을 바꾸지 않습니다.`,
  },
};

export const LOCALES = Object.keys(T);

/** Lead-in of the line that links an item's official live samples (manifest `samples`). */
export const SAMPLE_LEAD = {
  en: 'Open a live sample',
  ru: 'Открыть живой пример',
  de: 'Live-Beispiel öffnen',
  zh: '打开在线示例',
  ko: '라이브 샘플 열기',
};

/** The "Open a live sample" line of an item, or null when it has no samples. */
export function sampleLine(item, locale) {
  if (!item.samples?.length) return null;
  return `${SAMPLE_LEAD[locale]}: ${item.samples.map((s) => `[${s.title}](${s.url})`).join(', ')}.`;
}

/** Page source with the live-sample line at the end of the Example section (replacing an older one). */
export function withSamples(source, line) {
  const lines = source.split('\n').filter((l) => !Object.values(SAMPLE_LEAD).some((lead) => l.startsWith(`${lead}: [`)));
  const text = lines.join('\n');
  const {content} = matter(text);
  const offset = lines.length - content.split('\n').length;
  const hs = headings(content).map((h) => ({...h, line: h.line + offset}));
  const example = hs.find((h) => h.id === 'example');
  if (!example) throw new Error('no Example section for the live-sample line');
  const next = hs.find((h) => h.line > example.line && h.level <= example.level);
  const end = next ? next.line - 1 : lines.length;
  let at = end;
  while (at > 0 && lines[at - 1].trim() === '') at--;
  lines.splice(at, end - at, '', line, ...(next ? [''] : []));
  return lines.join('\n');
}

/** Docs folders: [{version, locale, dir, englishDir}] that exist. */
export function docsFolders() {
  const versions = JSON.parse(fs.readFileSync(path.join(root, 'versions.json'), 'utf8'));
  const out = [];
  for (const v of ['current', ...versions]) {
    const englishDir = v === 'current' ? path.join(root, 'docs') : path.join(root, 'versioned_docs', `version-${v}`);
    for (const locale of LOCALES) {
      const dir =
        locale === 'en'
          ? englishDir
          : path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs', v === 'current' ? 'current' : `version-${v}`);
      if (fs.existsSync(dir)) out.push({version: v === 'current' ? '1.7' : v, locale, dir, englishDir});
    }
  }
  return out;
}

const fileOf = (dir, id) => ['.md', '.mdx'].map((e) => path.join(dir, id + e)).find((f) => fs.existsSync(f)) ?? null;

/** The Behaviour section (heading and body) of an item, for one locale and docs folder. */
export function behaviourSection(item, {locale, dir, version}, routes) {
  const t = T[locale];
  const page = fileOf(dir, item.id);
  const has = (id) => fileOf(dir, id) !== null;
  const href = (id, hash = '') => path.relative(path.dirname(page), fileOf(dir, id)).split(path.sep).join('/') + hash;
  const link = (id, text, hash) => `[${text}](${href(id, hash)})`;
  const code = (id, text = itemById(id).title.replace(/`/g, '')) => link(id, '`' + text + '`');
  const ev = eventOf(item);
  const evHere = ev && has(ev.id) ? ev : null;
  const route = ev?.sentToBackendByRestDataProvider ? routes.get(ev.id) : null;
  const routeHere = route && has(route) ? route : null;
  const routeText = routeHere ? code(routeHere, itemById(routeHere).name) : null;
  const resp = (label) => link(routeHere, label, '#response');
  const crud = /^(add|update|delete|move)/.test(item.name) || /^duplicate/.test(item.name);
  const diff = differenceAt(item, version);
  const params = diff?.topLevelParams ?? (item.params ?? []).map((p) => p.name);
  const lines = [];

  if (item.kind === 'event') {
    if (item.methodCounterpart && has(item.methodCounterpart)) lines.push(t.eventFrom(code(item.methodCounterpart), code(ID.exec)));
    lines.push(t.cancel(code(ID.intercept), Boolean(routeHere)));
    if (crud && has(ID.meta)) lines.push(t.history(code(ID.history), code(ID.meta)));
    if (itemById(item.methodCounterpart)?.requires === 'history: true') lines.push(t.needsHistory(code(ID.history)));
    if (routeHere) {
      lines.push(t.routeEvent(code(ID.setNext), routeText, resp));
      if (params.includes('skipProvider')) lines.push(t.skip);
    } else if (item.sentToBackendByRestDataProvider === false) lines.push(t.noRouteEvent);
    lines.push(t.returnsEvent);
  } else if (item.name === 'setConfig') {
    lines.push(t.noHistory, t.keepsStore, t.parseToo(code(ID.parse)), t.returnsMethod);
  } else if (item.name === 'parse') {
    lines.push(t.parseIs(code(ID.setConfig)), t.returnsMethod);
  } else {
    if (evHere) lines.push(t.methodFires(code(evHere.id), code(ID.on), code(ID.intercept)));
    if (crud && has(ID.meta)) lines.push(t.history(code(ID.history), code(ID.meta)));
    if (item.requires === 'history: true') lines.push(t.needsHistory(code(ID.history)));
    if (routeHere) lines.push(t.routeMethod(code(ID.setNext), routeText, resp));
    else if (evHere && ev.sentToBackendByRestDataProvider === false) lines.push(t.noRouteMethod(code(evHere.id)));
    if (item.returns === 'void') lines.push(t.returnsMethod);
  }
  return `## ${t.heading} {#behaviour}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`;
}

/** Page source with the Behaviour section replaced, or inserted before Example. */
export function withBehaviour(source, sectionText) {
  const lines = source.split('\n');
  const {content} = matter(source);
  const offset = lines.length - content.split('\n').length;
  const hs = headings(content).map((h) => ({...h, line: h.line + offset}));
  const old = hs.find((h) => h.id === 'behaviour');
  const body = sectionText.trimEnd().split('\n');
  if (old) {
    const next = hs.find((h) => h.line > old.line && h.level <= old.level);
    const end = next ? next.line - 1 : lines.length;
    lines.splice(old.line - 1, end - old.line + 1, ...body, '');
  } else {
    const example = hs.find((h) => h.id === 'example');
    if (!example) throw new Error('no Example section to insert Behaviour before');
    lines.splice(example.line - 1, 0, ...body, '');
  }
  return lines.join('\n');
}

function git(args) {
  return execFileSync('git', args, {cwd: root, encoding: 'utf8'}).trim();
}

function main() {
  const translations = process.argv.includes('--translations');
  const routes = routesByEvent();
  let written = 0;
  for (const folder of docsFolders()) {
    if ((folder.locale === 'en') === translations) continue;
    for (const item of allItems().filter((i) => isDataChanging(i) || i.samples?.length)) {
      const file = fileOf(folder.dir, item.id);
      if (!file) continue;
      const source = fs.readFileSync(file, 'utf8');
      let next = isDataChanging(item) ? withBehaviour(source, behaviourSection(item, folder, routes)) : source;
      if (item.samples?.length) next = withSamples(next, sampleLine(item, folder.locale));
      if (translations) {
        const english = path.relative(root, fileOf(folder.englishDir, item.id));
        if (git(['status', '--porcelain', '--', english])) throw new Error(`commit ${english} first`);
        const head = git(['log', '-1', '--format=%H', '--', english]);
        const from = String(matter(source).data.translated_from ?? '');
        const behind = from ? Number(git(['rev-list', '--count', `${from}..${head}`, '--', english])) : 99;
        if (behind <= 1 && from !== head) next = next.replace(/^translated_from: .*$/m, `translated_from: ${head}`);
      }
      if (next !== source) {
        fs.writeFileSync(file, next);
        written++;
      }
    }
  }
  console.log(`generate-behaviour: ${written} pages written`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
