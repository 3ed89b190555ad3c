// Every page of the page table (core/src/state/pages.rs's PAGES), as the views'
// sweeps open it: `view` (the page's id), a `name`, the `query` and the test
// id that says the page is `ready`. The focus sweep (sweep.test.mjs) and the
// accessibility check (a11y.test.mjs) both start from this list, each adding
// the states of its own, and the offline test visits each, so that a new
// page is in all three; the page table's test
// (`every_page_is_in_the_views_the_e2e_tests_sweep`) fails while a page is
// missing here.
export const VIEWS = [
  { view: 'stepper', name: 'stepper', query: '?n=5&step=9', ready: 'board' },
  { view: 'learn', name: 'learn', query: '?view=learn&stop=1', ready: 'lesson-title' },
  { view: 'count', name: 'count', query: '?view=count', ready: 'count-view' },
  { view: 'lab', name: 'lab', query: '?view=lab', ready: 'lab-run' },
  { view: 'tree', name: 'search tree', query: '?view=tree&n=5&step=9', ready: 'search-tree' },
  { view: 'bits', name: 'bits primer', query: '?view=bits', ready: 'bits-view' },
  { view: 'symmetry', name: 'symmetry', query: '?view=symmetry', ready: 'symmetry-view' },
  { view: 'records', name: 'records', query: '?view=records', ready: 'records-table' },
];
