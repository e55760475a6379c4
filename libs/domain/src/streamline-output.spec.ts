import postcss, { type Declaration, type Rule } from 'postcss';
import { MENU_FEATURES } from './menu-features';
import {
  STREAMLINE_POLLING,
  isValidSubAccountId,
  streamlineCss,
  streamlineScript,
} from './streamline-output';

/** Each rule as its selector and declarations, read by a real CSS parser. */
function parsedRules(css: string) {
  const root = postcss.parse(css);
  const rules: { selector: string; declarations: string[] }[] = [];
  root.walkRules((rule: Rule) => {
    const declarations: string[] = [];
    rule.walkDecls((d: Declaration) => {
      declarations.push(`${d.prop}: ${d.value}${d.important ? ' !important' : ''}`);
    });
    rules.push({ selector: rule.selector, declarations });
  });
  const comments: string[] = [];
  root.walkComments((comment) => {
    comments.push(comment.text);
  });
  return { rules, comments, nodes: root.nodes.length };
}

const HIDE = ['display: none !important'];

describe('streamlineCss', () => {
  it('hides exactly the chosen tabs, in sidebar order, once each', () => {
    const css = streamlineCss({
      hiddenTabIds: ['sb_reputation', 'sb_launchpad', 'sb_app-media', 'sb_launchpad'],
      subAccountId: null,
    });
    const { rules, comments, nodes } = parsedRules(css);
    expect(rules).toEqual([
      { selector: '#sb_launchpad', declarations: HIDE },
      { selector: '#sb_app-media', declarations: HIDE },
      { selector: '#sb_reputation', declarations: HIDE },
    ]);
    expect(comments).toEqual(['Hides the chosen sidebar menu items']);
    expect(nodes).toBe(4); // the comment and three rules, nothing else
  });

  it('can hide every tab, and writes only the header for none', () => {
    const all = MENU_FEATURES.map((f) => f.tabId);
    const { rules } = parsedRules(streamlineCss({ hiddenTabIds: all, subAccountId: null }));
    expect(rules.map((r) => r.selector)).toEqual(
      all.map((id) => (id === 'sb_ai-agents' ? '#sb_ai-agents, [id="sb_AI Agents"]' : `#${id}`)),
    );
    expect(rules.every((r) => r.declarations.join() === HIDE.join())).toBe(true);
    expect(parsedRules(streamlineCss({ hiddenTabIds: [], subAccountId: null })).rules).toEqual([]);
  });

  it('scopes each rule to the sub-account class on <html>', () => {
    const css = streamlineCss({
      hiddenTabIds: ['sb_payments', 'sb_ai-agents'],
      subAccountId: 'Ab3_x-9',
    });
    const { rules, comments } = parsedRules(css);
    expect(rules).toEqual([
      { selector: 'html.sa-Ab3_x-9 #sb_payments', declarations: HIDE },
      {
        selector: 'html.sa-Ab3_x-9 #sb_ai-agents, html.sa-Ab3_x-9 [id="sb_AI Agents"]',
        declarations: HIDE,
      },
    ]);
    expect(comments).toEqual(['Hides the chosen sidebar menu items in sub-account Ab3_x-9 only']);
  });

  it("also hides a tab by its alternative ids, as one rule with postcss's selector list", () => {
    const css = streamlineCss({ hiddenTabIds: ['sb_ai-agents'], subAccountId: null });
    const root = postcss.parse(css);
    const selectors: string[][] = [];
    root.walkRules((rule) => {
      selectors.push(rule.selectors);
    });
    expect(selectors).toEqual([['#sb_ai-agents', '[id="sb_AI Agents"]']]);
  });

  it('refuses unknown tab ids and unsafe sub-account ids', () => {
    // Alternative ids are not accepted as input: the primary id stands for them.
    for (const tabId of ['sites', 'sb_nope', '#sb_sites', 'sb_sites{}', '', 'sb_AI Agents']) {
      expect(() => streamlineCss({ hiddenTabIds: [tabId], subAccountId: null })).toThrow(
        /Unknown menu tab id/,
      );
    }
    for (const id of ['', ' abc', 'a b', 'a*/b', 'x.y', 'é', '<x>', 'a'.repeat(65)]) {
      expect(isValidSubAccountId(id)).toBe(false);
      expect(() => streamlineCss({ hiddenTabIds: ['sb_sites'], subAccountId: id })).toThrow(
        /Invalid sub-account id/,
      );
      expect(() => streamlineScript({ hiddenTabIds: ['sb_sites'], subAccountId: id })).toThrow();
    }
    expect(isValidSubAccountId('a'.repeat(64))).toBe(true);
  });
});

describe('streamlineScript', () => {
  const rules = { hiddenTabIds: ['sb_launchpad', 'sb_reporting'], subAccountId: 'AAA111' };
  const script = streamlineScript(rules);

  it('is one <script> block of valid JavaScript', () => {
    expect(script.startsWith('<script>\n')).toBe(true);
    expect(script.endsWith('\n</script>')).toBe(true);
    expect(script.match(/<\/?script/g)).toEqual(['<script', '</script']);
    const body = script.slice('<script>'.length, -'</script>'.length);
    expect(() => new Function(body)).not.toThrow();
  });

  it('embeds the same CSS, the tab ids and the sub-account as JSON literals', () => {
    expect(script).toContain(`var CSS = ${JSON.stringify(streamlineCss(rules))};`);
    expect(script).toContain('var TABS = [["sb_launchpad"],["sb_reporting"]];');
    expect(
      streamlineScript({ hiddenTabIds: ['sb_sites', 'sb_ai-agents'], subAccountId: null }),
    ).toContain('var TABS = [["sb_sites"],["sb_ai-agents","sb_AI Agents"]];');
    expect(script).toContain('var SUB_ACCOUNT = "AAA111";');
    expect(streamlineScript({ hiddenTabIds: ['sb_sites'], subAccountId: null })).toContain(
      'var SUB_ACCOUNT = null;',
    );
  });

  it('uses the polling constants of §9', () => {
    expect(STREAMLINE_POLLING).toMatchObject({
      maxAttempts: 50,
      animationFrames: 300,
      intervalMs: 500,
      stopAfterMs: 30_000,
    });
    expect(script).toContain('++attempts >= 50');
    expect(script).toContain('++frames < 300');
    expect(script).toContain('setInterval(apply, 500)');
    expect(script).toMatch(/clearInterval\(interval\);\s*\}, 30000\)/);
  });

  it('follows history navigation for scoping', () => {
    expect(script).toContain('"pushState", "replaceState"');
    expect(script).toContain('addEventListener("popstate"');
    expect(script).toContain('/\\/location\\/([A-Za-z0-9_-]+)/');
  });

  it('keeps a cheap fallback after the polling: a body MutationObserver and navigatesuccess', () => {
    expect(script).toContain('.observe(document.body, { childList: true, subtree: true })');
    expect(script).toContain('window.location.pathname !== lastPath');
    expect(script).toContain('addEventListener("navigatesuccess", onNavigate)');
  });

  it('never names us, in either output', () => {
    for (const subAccountId of [null, 'AAA111']) {
      const all = MENU_FEATURES.map((f) => f.tabId);
      expect(streamlineCss({ hiddenTabIds: all, subAccountId })).not.toMatch(/retainly/i);
      expect(streamlineScript({ hiddenTabIds: all, subAccountId })).not.toMatch(/retainly/i);
    }
  });
});
