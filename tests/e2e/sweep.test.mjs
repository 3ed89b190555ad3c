// The focus sweep: on every view, every control Tab reaches is used twice
// in a row (a field typed into key by key, emptied and typed into again; a
// button pressed twice, Space for a toggle; a select, slider, grid or tree
// moved two keys). Once the page has settled, the focus must be on the page,
// never on <body>, and a field must still have it and every key typed. This
// catches a keyless child list re-made when its length changes (taking a
// focused control with it) and a control that turns itself off. Controls
// are found again after each use by a name (their test id, else the nearest
// test id above, their tag and rank); what leaves the view or opens a dialog
// is undone (Back, Escape). SKIPPED, LIKE and links out of the view are
// left out, listed in each test's report ('passed over').
import { test, expect, useSite, open, LANG_WIDTH, watchFocusLoss } from './harness.mjs';
import { VIEWS } from './views.mjs';

const site = useSite();
const enc = encodeURIComponent;

/** The states swept: every view of views.mjs (the learn page and the lab in
 *  states of their own), the stepper's other two forms, the lesson at each
 *  kind of task, the exercises and the write tab and lab after a run.
 *  `setup`: done before the sweep; `last`: controls used after the others. */
const STATES = [
  ...VIEWS.filter((v) => !['learn', 'lab'].includes(v.view)),
  { name: 'stepper, presenter mode', query: '?n=5&step=9&present=1', ready: 'present' },
  { name: 'stepper, embedded', query: '?n=5&step=9&embed=1', ready: 'board' },
  // Next, pressed twice, brings a stop two further, swept too: the puzzle
  // (stop 1), a column (3), a number (4), a step (6). Previous comes last.
  { name: 'lesson, stops 1 and 3', query: '?view=learn&stop=1', ready: 'lesson-title', last: ['lesson-prev'] },
  { name: 'lesson, stops 4 and 6', query: '?view=learn&stop=4', ready: 'lesson-title', last: ['lesson-prev'] },
  {
    name: 'exercises', query: '?view=learn&quiz=1', ready: 'quiz-input',
    setup: (page) => page.getByTestId('homework-maker').locator('summary').click(),
  },
  // Four blanks right and one wrong: the run ends at a difference.
  {
    name: 'write the bits, after a run', ready: 'write-run',
    query: `?view=learn&write=1&wn=5&wb=${enc('mask & ~(left|down|right)')}&wt=${enc('bitmap & -bitmap')}`
      + `&wl=${enc('(left|bit) << 1')}&wd=${enc('down|bit')}&wr=${enc('(right|bit) << 1')}`,
    setup: async (page) => {
      await page.getByTestId('write-run').click();
      await page.getByTestId('write-result').waitFor();
    },
  },
  // A run at n = 4 (at once): the charts and their Clear then have points.
  {
    name: 'algorithm lab, after a run', query: '?view=lab', ready: 'lab-run',
    setup: async (page) => {
      await page.getByTestId('lab-n').selectOption('4');
      await page.getByTestId('lab-run').click();
      await expect(page.getByTestId('lab-chart-leaves')).not.toHaveAttribute('data-points', '0');
    },
  },
];

/** Typed into a field (by test id): `first`, emptied, then `again`, its
 *  value at the end. Values that work (a board that counts at once). */
const TYPED = {
  'step-input': ['42'],
  'count-n': ['10'],
  'quiz-input': ['10110'],
  'sym-queens': ['1 3 0 2'],
  'bits-a': ['13'],
  'bits-b': ['6'],
  // A blank: an expression that does not parse (its error shows), then one that does.
  ...Object.fromEntries(['bitmap', 'bit', 'left', 'down', 'right'].map((b) => [`write-expr-${b}`, ['1|', '1']])),
};
const TYPED_ELSE = ['12'];

/** Controls left out, by test id, and why. */
const SKIPPED = {
  'export-png': 'downloads a file',
  'export-svg': 'downloads a file',
  'quiz-share': 'a link to copy and share: it loads the page again',
};

/** Of a run of like controls (a board's squares: drawn by one loop), the
 *  first and the last are used, unless SWEEP_ALL=1. */
const LIKE = process.env.SWEEP_ALL ? Infinity : 2;

/** Runs in the page: the controls that Tab reaches, named, and one used. */
function sweepTools() {
  const SELECTOR = 'a[href], button, input, select, textarea, summary, [tabindex]';
  // (`checkVisibility`: not in a closed <details>, whose content has boxes but takes no focus.)
  const shown = (e) => e.getClientRects().length > 0 && e.checkVisibility({ visibilityProperty: true })
    && !e.closest('[inert]');
  const controls = () => [...document.querySelectorAll(SELECTOR)]
    .filter((e) => e.tabIndex >= 0 && !e.disabled && shown(e));
  const base = (e) => e.dataset.testid
    ?? `${e.parentElement?.closest('[data-testid]')?.dataset.testid ?? ''}>${e.tagName.toLowerCase()}`;
  /** Every control with its name (its base, #k for the k-th of a base), rank and count. */
  const named = () => {
    const list = controls().map((e) => [base(e), e]);
    const counts = new Map();
    for (const [b] of list) counts.set(b, (counts.get(b) ?? 0) + 1);
    const seen = new Map();
    return list.map(([b, e]) => {
      const k = seen.get(b) ?? 0;
      seen.set(b, k + 1);
      return { name: k ? `${b}#${k}` : b, e, k, of: counts.get(b) };
    });
  };
  const viewOf = (url) => new URL(url, location.href).searchParams.get('view') ?? 'stepper';
  /** The view and its form (a tab, presenter mode, the widget): what a sweep stays in. */
  const formOf = (url) => {
    const q = new URL(url, location.href).searchParams;
    return [viewOf(url), ...['write', 'quiz', 'present', 'embed'].filter((k) => q.has(k) && q.get(k) !== '0')].join(' ');
  };
  const composite = ['grid', 'gridcell', 'tree', 'treeitem', 'listbox', 'option', 'tablist', 'tab', 'radiogroup',
    'slider'];
  const kind = (e) => {
    const tag = e.tagName.toLowerCase();
    if (tag === 'input') {
      if (['checkbox', 'radio'].includes(e.type)) return 'toggle';
      // A field to copy from (a stop's link): the arrows move its caret.
      if (e.readOnly) return 'read-only';
      if (e.type === 'range') return 'slider';
      return ['button', 'submit', 'reset'].includes(e.type) ? 'button' : 'text';
    }
    const pressable = e.hasAttribute('aria-pressed') || e.hasAttribute('aria-expanded');
    if (tag === 'button') return pressable ? 'toggle' : 'button';
    const byTag = { textarea: 'text', select: 'select', summary: 'toggle', a: 'button' };
    return byTag[tag] ?? (composite.includes(e.getAttribute('role')) ? 'composite' : 'region');
  };
  const why = ({ e, k, of }, skipped, like) => {
    if (skipped[e.dataset.testid]) return skipped[e.dataset.testid];
    if (e.tagName === 'A') {
      const url = new URL(e.href, location.href);
      if (url.origin !== location.origin || url.pathname !== location.pathname
        || e.target === '_blank' || e.hasAttribute('download')) {
        return 'a link out of the site or to another document';
      }
      if (formOf(url) !== formOf(location.href)) return 'a link to another view or tab (swept there)';
    }
    if (of > like && k >= like - 1 && k < of - 1) return 'one of a run of like controls';
    return null;
  };
  /** The focused element: <body>, or its name. */
  const at = () => {
    const a = document.activeElement;
    if (!a || a === document.body) return 'BODY';
    return named().find((c) => c.e === a)?.name ?? a.dataset?.testid ?? a.tagName.toLowerCase();
  };
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  let current = null;
  window.__sweep = {
    /** Focuses the first control not in `done`; returns its name, kind and those passed over. */
    next(done, skipped, like, last) {
      const passed = [];
      const all = named();
      const order = [...all.filter((c) => !last.includes(c.name)), ...all.filter((c) => last.includes(c.name))];
      for (const c of order) {
        if (done.includes(c.name)) continue;
        const reason = why(c, skipped, like);
        if (reason) {
          passed.push([c.name, reason]);
          continue;
        }
        current = c.e;
        window.__sweepPage = true;
        c.e.focus();
        return { name: c.name, kind: kind(c.e), passed, focused: document.activeElement === c.e };
      }
      return { name: null, passed };
    },
    /** Where the focus is once the page has settled: two frames after the
     *  last key (the browser moves the focus off a control turned off at
     *  the next frame), and, while on <body>, up to 20 more for a render
     *  that focuses later: a focus lost stays lost. */
    async state() {
      let href = location.href;
      await frame();
      await frame();
      for (let i = 0; i < 20 && at() === 'BODY'; i++) await frame();
      // The address follows a render later: read it once it stops moving (over the frames above, or one more).
      for (let i = 0; i < 20 && href !== location.href; i++) {
        href = location.href;
        await frame();
      }
      return {
        at: at(),
        same: document.activeElement === current,
        value: current && 'value' in current ? current.value : null,
        lostFrom: window.__lostFrom.slice(),
        form: formOf(location.href),
        // A new document (a link that loads a page): the page swept is gone.
        reloaded: !window.__sweepPage,
        dialog: document.querySelector('dialog[open]') !== null,
        presenting: document.querySelector('[data-testid=present]') !== null,
      };
    },
  };
}

/** Sweeps the page; returns what went wrong, the controls used and those passed over. */
async function sweep(page, state) {
  const problems = [];
  const used = [];
  const skips = new Map();
  const presenting = state.ready === 'present';
  const form = (await page.evaluate(() => window.__sweep.state())).form;
  const press = (key) => page.keyboard.press(key);
  const check = async (name, what, typed) => {
    const s = await page.evaluate(() => window.__sweep?.state() ?? { reloaded: true }); // a new document has no tools
    if (s.at === 'BODY') {
      const from = s.lostFrom.length ? ` (it left ${s.lostFrom.at(-1)})` : '';
      problems.push(`${name}, ${what}: the focus is on <body>${from}`);
    }
    if (typed !== undefined) {
      if (s.value !== typed) problems.push(`${name}, ${what}: it holds ${JSON.stringify(s.value)}, not ${JSON.stringify(typed)}`);
      if (!s.same && s.at !== 'BODY') problems.push(`${name}, ${what}: the focus is on ${s.at}, not on the field`);
    }
    return s;
  };
  for (;;) {
    const c = await page.evaluate(
      ([d, k, l, z]) => window.__sweep.next(d, k, l, z),
      [[...used, ...skips.keys()], SKIPPED, LIKE, state.last ?? []],
    );
    for (const [name, reason] of c.passed) skips.set(name, reason);
    if (!c.name) break;
    used.push(c.name);
    if (process.env.SWEEP_DEBUG) console.log(`  ${Date.now() % 100000} ${c.name} ${c.kind}`);
    if (!c.focused) {
      problems.push(`${c.name}: does not take the focus`);
      continue;
    }
    let s;
    if (c.kind === 'text') {
      const [first, again = first] = TYPED[c.name] ?? TYPED_ELSE;
      await press('Control+A');
      await press('Backspace');
      await page.keyboard.type(first);
      for (let i = 0; i < first.length; i++) await press('Backspace');
      await page.keyboard.type(again);
      s = await check(c.name, `typed ${JSON.stringify(first)}, emptied, typed ${JSON.stringify(again)}`, again);
    } else if (c.kind === 'read-only') {
      const held = (await page.evaluate(() => window.__sweep.state())).value;
      await press('ArrowRight');
      await press('ArrowRight');
      s = await check(c.name, 'ArrowRight twice', held);
    } else {
      const [key, again] = {
        select: ['ArrowDown', 'ArrowUp'],
        slider: ['ArrowRight', 'ArrowRight'],
        composite: ['ArrowRight', 'ArrowRight'],
        region: ['ArrowDown', 'ArrowDown'],
        toggle: ['Space', 'Space'],
        button: ['Enter', 'Enter'],
      }[c.kind];
      await press(key);
      await press(again);
      s = await check(c.name, key === again ? `${key} twice` : `${key}, ${again}`);
    }
    if (s.reloaded) {
      problems.push(`${c.name}: it loads a new document (a link to leave out, in SKIPPED)`);
      break;
    }
    // Back to the state swept: a dialog closed, presenter mode left or entered again.
    if (s.dialog || (s.presenting && !presenting)) {
      await press('Escape');
      s = await check(c.name, 'then Escape');
    } else if (presenting && !s.presenting) {
      await page.getByTestId('present-toggle').focus();
      await press('Enter');
      s = await check(c.name, 'then presenter mode again');
    }
    if (s.form !== form) {
      // The browser's Back: where it leaves the focus is not this sweep's to judge.
      await page.goBack();
      await page.getByTestId(state.ready).waitFor();
    }
  }
  return { problems, used, skips };
}

// Each state is swept once, in Japanese at 390 px or English at 1280 px in
// turn (a language changes words, not controls; a width only the shell's),
// the stepper, whose layouts differ most, in both (SWEEP_BOTH=1: all).
const PAIRINGS = Object.entries(LANG_WIDTH);
STATES.forEach((state, k) => {
  const both = process.env.SWEEP_BOTH || state.name === 'stepper';
  for (const [lang, viewport] of both ? PAIRINGS : [PAIRINGS[k % 2]]) {
    test(`focus sweep: ${state.name}, ${lang}, ${viewport.width} px`, async () => {
      const t0 = Date.now();
      // Tools put in the document opened (an init script would take a new context).
      const { page } = await open(site.browser, site.url, `${state.query}&lang=${lang}`, { ready: state.ready, viewport });
      await page.evaluate(`(${watchFocusLoss})();(${sweepTools})();`);
      const t1 = Date.now();
      await state.setup?.(page);
      const { problems, used, skips } = await sweep(page, state);
      const reasons = new Map();
      for (const [name, reason] of skips) reasons.set(reason, [...(reasons.get(reason) ?? []), name]);
      for (const [reason, names] of reasons) {
        test.info().annotations.push({ type: 'passed over', description: `${reason}: ${names.join(', ')}` });
      }
      if (process.env.SWEEP_DEBUG) {
        console.log(`${state.name}, ${lang}, ${viewport.width}: ${used.length} controls used, ${skips.size} passed over, ${Date.now() - t0} ms (open ${t1 - t0})`);
      }
      expect(problems).toStrictEqual([]);
    });
  }
});
