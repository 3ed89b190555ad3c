//! Where each node of a [`SearchTree`] is drawn: leaves evenly spaced from
//! left to right in the order the search reaches them, each parent centred
//! over its first and last child, the row as the depth. Whole numbers only.

use super::model::SearchTree;

/// The distance between two neighbouring leaves, in layout units.
pub const LEAF_GAP: u64 = 16;

/// The positions of a tree's nodes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The x of each node (same index as [`SearchTree::nodes`]).
    pub x: Vec<u64>,
    /// From the first leaf's x (0) to the last leaf's.
    pub width: u64,
    /// The empty board's x: centred over row 0.
    pub root_x: u64,
}

impl Layout {
    pub fn of(tree: &SearchTree) -> Layout {
        let mut x = vec![0u64; tree.nodes.len()];
        let mut leaves = 0u64;
        // The nodes are in the order the search enters them, a pre-order:
        // walking them backwards sees every child before its parent. The
        // leaves get their x in a forward pass first.
        for (id, node) in tree.nodes.iter().enumerate() {
            if node.children.is_empty() {
                x[id] = leaves * LEAF_GAP;
                leaves += 1;
            }
        }
        for id in (0..tree.nodes.len()).rev() {
            let children = &tree.nodes[id].children;
            if let (Some(&first), Some(&last)) = (children.first(), children.last()) {
                x[id] = (x[first] + x[last]) / 2;
            }
        }
        let mid = |ids: &[usize]| match (ids.first(), ids.last()) {
            (Some(&a), Some(&b)) => (x[a] + x[b]) / 2,
            _ => 0,
        };
        Layout {
            root_x: mid(&tree.roots),
            width: leaves.saturating_sub(1) * LEAF_GAP,
            x,
        }
    }
}

/// The drawing in pixels: a margin, then the rows `ROW_HEIGHT` apart (the
/// empty board on top), the leaves spread over the drawing's width.
pub const MARGIN: u64 = 18;
pub const ROW_HEIGHT: u64 = 56;
/// The width of the fitted drawing (scaled to the page's width).
pub const FIT_WIDTH: u64 = 1000;
/// Zooming in spreads the nodes until neighbouring leaves are this far
/// apart (px), the marks and labels as they are; further zoom magnifies.
pub const MAX_LEAF_PX: u64 = 48;
/// How far the spread drawing is magnified at the largest zoom: its marks,
/// labels and rows this many times as large (leaves 288 px apart, rows 336:
/// a few nodes fill a projector's 1280 × 720 screen).
pub const MAX_SCALE: u64 = 6;
/// The smallest radius of a node's target: its mark and the current node's
/// ring (px).
pub const MIN_HIT: u64 = 14;
/// The top and height of a node's hit area ([`Layout::hit_reach`]) as the
/// drawing writes them: from halfway to the row above to halfway to the
/// row below ([`ROW_HEIGHT`]).
pub const HIT_TOP: &str = "-28";
pub const HIT_HEIGHT: &str = "56";

impl Layout {
    /// The drawing's height: the empty board and `n` rows.
    pub fn height(n: usize) -> u64 {
        2 * MARGIN + n as u64 * ROW_HEIGHT
    }

    /// The y of the nodes of `row` (`None`: the empty board).
    pub fn y(row: Option<usize>) -> u64 {
        MARGIN + row.map_or(0, |r| r as u64 + 1) * ROW_HEIGHT
    }

    /// The x in a drawing `width` px wide of a node at `x` layout units.
    pub fn px(&self, x: u64, width: u64) -> u64 {
        let inner = width.saturating_sub(2 * MARGIN);
        if self.width == 0 {
            return width / 2;
        }
        MARGIN + x * inner / self.width
    }

    /// The widest drawing worth zooming to: neighbouring leaves
    /// [`MAX_LEAF_PX`] apart.
    pub fn max_width(&self) -> u64 {
        2 * MARGIN + self.width / LEAF_GAP * MAX_LEAF_PX
    }

    /// The widest drawing the zoom goes to: the widest spread
    /// ([`Layout::max_width`]) magnified [`MAX_SCALE`] times.
    pub fn widest(&self) -> u64 {
        self.max_width() * MAX_SCALE
    }

    /// The width of the drawing's own units (its `viewBox`) when it is
    /// zoomed to `zoom` px in a view `view` px wide: spread up to
    /// [`Layout::max_width`], and magnified beyond it. Never magnified less
    /// than the fitted drawing is in that view (a view wider than
    /// [`FIT_WIDTH`] scales it up), so that a zoom never shrinks the marks
    /// and labels.
    pub fn units(&self, zoom: u64, view: u64) -> u64 {
        let at_fit_scale = zoom.saturating_mul(FIT_WIDTH) / view.max(FIT_WIDTH);
        at_fit_scale.min(self.max_width()).max(1)
    }

    /// How far out (px on the screen) a node's target reaches when the
    /// drawing is zoomed to `zoom` px in a view `view` px wide: its
    /// [`Layout::hit_radius`] and the current node's ring's stroke (2
    /// units), magnified as the drawing is.
    pub fn target_px(&self, zoom: u64, view: u64) -> u64 {
        let units = self.units(zoom, view);
        (self.hit_radius(units) + 2) * zoom / units
    }

    /// Where node `id` is drawn, in millionths of the drawing's width, when
    /// the drawing is zoomed to `zoom` px (`None`: fitted, taken as
    /// [`FIT_WIDTH`] wide: a small tree on a phone is narrower, and a zoom
    /// then puts its node in place by the node itself) in a view `view` px
    /// wide (the margins magnified with the rest).
    pub fn point_of(&self, id: usize, zoom: Option<u64>, view: u64) -> u64 {
        let units = zoom.map_or(FIT_WIDTH, |w| self.units(w, view));
        self.px(self.x[id], units) * MILLION / units
    }

    /// The width of the fitted drawing's own units (its `viewBox`) in a
    /// view `view` px wide. A view as wide as [`FIT_WIDTH`] or wider: that
    /// width, as ever. A narrower one (a phone) would shrink a small tree
    /// to a strip: there the drawing is magnified until its leaves are
    /// [`MAX_LEAF_PX`] apart ([`Layout::max_width`]), at most 3/2 times (a
    /// tree of a node or two would fill the screen with one mark), never
    /// less than before. (Its height is held to 4/5 of the screen's by the
    /// page's style: `static/tree.css`, `.magnified`.)
    pub fn fit_units(&self, view: u64) -> u64 {
        if view >= FIT_WIDTH {
            return FIT_WIDTH;
        }
        self.max_width().max(view * 2 / 3).min(FIT_WIDTH)
    }

    /// The size on the screen (px) of a node's target (its `.hit`
    /// circle's diameter, rounded down) when the drawing is zoomed to
    /// `zoom` px in a view `view` px wide.
    pub fn hit_px(&self, zoom: u64, view: u64) -> u64 {
        let units = self.units(zoom, view);
        2 * self.hit_radius(units) * zoom / units
    }

    /// A tap on a node smaller than `finger` px, the drawing zoomed to
    /// `current` (`None`: fitted) in a view `view` px wide: the zoom it goes
    /// to at once, where neighbouring leaves are `finger` px apart on the
    /// screen and a unit more either side (the targets' radii are whole
    /// units), so that every node's target is that large ([`Layout::hit_px`])
    /// and the next tap chooses the node; the widest ([`Layout::widest`])
    /// where none is. `None` where the drawing is that wide already (a node
    /// measured a rounding smaller): the tap then chooses the node.
    pub fn tap_zoom(&self, current: Option<u64>, view: u64, finger: u64) -> Option<u64> {
        // Spread (the margins magnified as the fitted drawing is in a wide
        // view: `Layout::units`), not magnified: a finger (44 px) is less
        // than `MAX_LEAF_PX`.
        let wide = view.max(FIT_WIDTH);
        let apart = finger + 2 * wide.div_ceil(FIT_WIDTH);
        let w = (self.width / LEAF_GAP * apart + 2 * MARGIN * wide / FIT_WIDTH).min(self.widest());
        (w > current.unwrap_or(view)).then_some(w)
    }

    /// The distance between neighbouring leaves in a drawing `width` px wide.
    pub fn leaf_px(&self, width: u64) -> u64 {
        match self.width / LEAF_GAP {
            0 => width,
            gaps => width.saturating_sub(2 * MARGIN) / gaps,
        }
    }

    /// A node's target's size in a drawing `width` px wide (its ring's
    /// radius, and how far out its hit area reaches at most: see
    /// [`Layout::hit_reach`]): half the distance to its nearest neighbour
    /// (the next node of its row is at least a leaf's gap away, the next
    /// row [`ROW_HEIGHT`]), never less than [`MIN_HIT`].
    pub fn hit_radius(&self, width: u64) -> u64 {
        (self.leaf_px(width).min(ROW_HEIGHT) / 2).max(MIN_HIT)
    }

    /// How far each node's hit area (a rectangle from halfway to the row
    /// above to halfway to the row below: [`HIT_TOP`]) reaches to its left
    /// and right in a drawing `width` px wide, in half px (same index as
    /// [`SearchTree::nodes`]): the radius, but never past the middle
    /// between it and the next node of its row. So no two areas overlap,
    /// a click at a node's centre is in its own area (no two nodes of a
    /// board drawn fitted share a centre), and within a row the areas meet
    /// where the nodes are closer than two radii: a click on a mark, which
    /// may overlap its neighbours', opens the node nearest to it.
    pub fn hit_reach(&self, tree: &SearchTree, width: u64) -> Vec<(u64, u64)> {
        let r = 2 * self.hit_radius(width);
        let mut reach = vec![(r, r); tree.nodes.len()];
        // The nodes of a row in the order entered are its nodes left to
        // right (`step_to`): each meets the one before it in its row.
        let mut last = vec![None::<usize>; tree.n];
        for (id, node) in tree.nodes.iter().enumerate() {
            if let Some(before) = last[node.row].replace(id) {
                let gap = self.px(self.x[id], width) - self.px(self.x[before], width);
                reach[before].1 = gap.min(r);
                reach[id].0 = gap.min(r);
            }
        }
        reach
    }
}

/// The widths the zoom goes through for a view `view` px wide: twice,
/// four times, … the view's width, then `max` (the last one). In a view
/// narrower than [`FIT_WIDTH`] the fitted drawing is scaled down, its rows
/// with it: there the last level is at least the view's own width, drawn
/// unscaled (a small tree on a phone: its rows [`ROW_HEIGHT`] apart, and
/// nodes large enough for a finger).
fn zoom_levels(view: u64, max: u64) -> impl Iterator<Item = u64> {
    let view = view.max(1);
    let narrow = view < FIT_WIDTH;
    let last = if narrow { max.max(view) } else { max };
    (1..40)
        .map(move |k| view.saturating_mul(1 << k))
        .take_while(move |&w| w < last)
        .chain(std::iter::once(last).filter(move |&m| m > view || narrow))
}

/// Whether each node's step number fits under it: leaves `leaf_px` apart
/// leave room for the longest number of a search of `last_step` steps (7 px
/// a digit at the drawing's 11 px monospace, and a gap).
pub fn step_labels_fit(leaf_px: u64, last_step: u64) -> bool {
    let digits = last_step.max(1).ilog10() as u64 + 1;
    leaf_px >= digits * 7 + 4
}

/// Where a zoom by a tap keeps the tapped node: at `x` (px from the view's
/// left edge, where it was under the finger), moved if need be to at least
/// `margin` from both edges of a view `seen` px wide, so that the node is
/// whole in view (the view's middle when it is narrower than two margins).
pub fn keep_inside(x: f64, seen: f64, margin: f64) -> f64 {
    // (`max` then `min`, not `f64::clamp`: its panic message formats
    // floats, whose code the wasm would carry for it.)
    if seen <= 2.0 * margin {
        seen / 2.0
    } else {
        x.max(margin).min(seen - margin)
    }
}

/// Zooming in from a drawing `current` px wide (`None`: fitted to a view
/// `view` px wide): the next level, up to `max`. `None` when it cannot grow.
pub fn zoom_in(current: Option<u64>, view: u64, max: u64) -> Option<u64> {
    let from = current.unwrap_or(0);
    zoom_levels(view, max).find(|&w| w > from)
}

/// Zooming out: the level before; `None` (fitted) below the first.
pub fn zoom_out(current: Option<u64>, view: u64, max: u64) -> Option<u64> {
    let from = current?;
    zoom_levels(view, max).take_while(|&w| w < from).last()
}

/// A key of the tree's keyboard navigation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    /// The node before (`←`) or after (`→`) in the same row.
    Left,
    Right,
    /// The parent (`↑`), the first child (`↓`).
    Up,
    Down,
    /// The first or last node of the row (`Home`, `End`).
    RowStart,
    RowEnd,
}

impl Move {
    pub fn from_key(key: &str) -> Option<Move> {
        Some(match key {
            "ArrowLeft" => Move::Left,
            "ArrowRight" => Move::Right,
            "ArrowUp" => Move::Up,
            "ArrowDown" => Move::Down,
            "Home" => Move::RowStart,
            "End" => Move::RowEnd,
            _ => return None,
        })
    }
}

/// The node a key moves to from `id` (`None`: nowhere to go).
pub fn step_to(tree: &SearchTree, id: usize, m: Move) -> Option<usize> {
    let node = tree.nodes.get(id)?;
    // The nodes of a row in the order entered are its nodes left to right.
    let row = |r: usize| {
        tree.nodes
            .iter()
            .enumerate()
            .filter(move |(_, v)| v.row == r)
            .map(|(i, _)| i)
    };
    match m {
        Move::Up => node.parent,
        Move::Down => node.children.first().copied(),
        Move::Left => row(node.row).take_while(|&i| i != id).last(),
        Move::Right => row(node.row).skip_while(|&i| i != id).nth(1),
        Move::RowStart => row(node.row).next(),
        Move::RowEnd => row(node.row).next_back(),
    }
    .filter(|&to| to != id)
}

/// Whether key `m` at node `id` asks for a queen below one that has none (↓
/// at a dead end or a solution): the tree then says why, where other keys
/// that go nowhere (↑ in row 0, → at a row's end) say nothing.
pub fn nothing_below(tree: &SearchTree, id: usize, m: Move) -> bool {
    m == Move::Down && tree.nodes.get(id).is_some_and(|v| v.children.is_empty())
}

/// A board's tree and where its nodes are drawn.
#[derive(PartialEq)]
pub struct Drawn {
    pub tree: SearchTree,
    pub layout: Layout,
}

impl Drawn {
    /// The tree of board `n`, laid out.
    pub fn of(n: usize) -> Drawn {
        let tree = SearchTree::build(n);
        let layout = Layout::of(&tree);
        Drawn { tree, layout }
    }
}

/// The unit of a point of the drawing: a millionth of its width.
pub const MILLION: u64 = 1_000_000;

/// The drawing's tab stop: the node the keys or the focus moved it to
/// (`focus`, if the tree has it), else the `current` one, else the first
/// root.
pub fn tab_stop(tree: &SearchTree, focus: Option<usize>, current: Option<usize>) -> Option<usize> {
    focus
        .filter(|&id| id < tree.nodes.len())
        .or(current)
        .or(tree.roots.first().copied())
}

/// The point of the drawing at `x` px from its left edge, the drawing
/// `all` px wide: in millionths of its width (at most [`MILLION`]).
pub fn point(x: f64, all: f64) -> u64 {
    ((x * MILLION as f64 / all.max(1.0)) as u64).min(MILLION)
}

/// The view of a drawing: how far it is scrolled (`left`), how much of it
/// is seen and how wide it is, in px.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct View {
    pub left: f64,
    pub seen: f64,
    pub all: f64,
}

impl View {
    /// What a zoom keeps in place (a point of the drawing, in millionths of
    /// its width, and its place in the view, px): the current node (at
    /// `current_at`) where it is, if it is in view (from the fitted tree,
    /// not `zoomed`: in the middle), else the view's middle.
    pub fn anchor(self, zoomed: bool, current_at: Option<u64>) -> (u64, f64) {
        let View { left, seen, all } = self;
        let all = all.max(1.0);
        if let Some(at) = current_at {
            let x = all * at as f64 / MILLION as f64 - left;
            if !zoomed {
                return (at, seen / 2.0);
            }
            if (0.0..=seen).contains(&x) {
                return (at, x);
            }
        }
        (
            ((left + seen / 2.0) * MILLION as f64 / all) as u64,
            seen / 2.0,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tab_stop_is_the_focus_else_the_current_node_else_the_first_root() {
        let tree = SearchTree::build(4);
        let last = tree.nodes.len() - 1;
        assert_eq!(tab_stop(&tree, Some(last), Some(3)), Some(last));
        assert_eq!(tab_stop(&tree, Some(last + 1), Some(3)), Some(3));
        assert_eq!(tab_stop(&tree, None, None), tree.roots.first().copied());
        assert!(tab_stop(&tree, None, None).is_some());
    }

    #[test]
    fn a_zoom_keeps_the_current_node_in_view_else_the_middle() {
        let view = View {
            left: 500.0,
            seen: 400.0,
            all: 2000.0,
        };
        // Fitted: the current node goes to the middle.
        assert_eq!(view.anchor(false, Some(100_000)), (100_000, 200.0));
        // Zoomed, in view (at 800 px, 300 px into the view): kept there.
        assert_eq!(view.anchor(true, Some(400_000)), (400_000, 300.0));
        // Zoomed, out of view, or no current node: the view's middle.
        assert_eq!(view.anchor(true, Some(900_000)), (350_000, 200.0));
        assert_eq!(view.anchor(true, None), (350_000, 200.0));
        // A drawing not laid out yet divides by nothing.
        let empty = View {
            left: 0.0,
            seen: 0.0,
            all: 0.0,
        };
        assert_eq!(empty.anchor(true, None), (0, 0.0));
        assert_eq!(point(500.0, 2000.0), 250_000);
        assert_eq!(point(5000.0, 2000.0), MILLION);
        assert_eq!(point(3.0, 0.0), MILLION);
    }
    #[test]
    fn step_numbers_are_shown_where_they_fit() {
        use super::step_labels_fit;
        // Three digits need 25 px between leaves.
        assert!(step_labels_fit(25, 999));
        assert!(!step_labels_fit(24, 999));
        assert!(step_labels_fit(32, 4000));
        assert!(!step_labels_fit(31, 4000));
        assert!(step_labels_fit(11, 0));
    }

    #[test]
    fn a_tapped_node_near_the_edge_is_kept_whole_in_view() {
        use super::keep_inside;
        // Under the finger where there is room.
        assert_eq!(keep_inside(200.0, 390.0, 44.0), 200.0);
        // Near an edge: a finger's width in.
        assert_eq!(keep_inside(3.0, 390.0, 44.0), 44.0);
        assert_eq!(keep_inside(389.0, 390.0, 44.0), 346.0);
        assert_eq!(keep_inside(-20.0, 390.0, 44.0), 44.0);
        assert_eq!(keep_inside(10.0, 60.0, 44.0), 30.0);
    }

    /// Every width that zooming in from the fitted drawing goes through.
    fn zooms_in(view: u64, max: u64) -> Vec<u64> {
        std::iter::successors(zoom_in(None, view, max), |&w| zoom_in(Some(w), view, max)).collect()
    }

    #[test]
    fn zoom_doubles_up_to_the_widest_and_back_to_fit() {
        let tree = SearchTree::build(8);
        let layout = Layout::of(&tree);
        let max = layout.max_width();
        assert_eq!(layout.leaf_px(max), MAX_LEAF_PX);
        let widths = zooms_in(390, max);
        let mut w = widths.last().copied();
        assert_eq!(widths.first(), Some(&780));
        assert_eq!(widths.last(), Some(&max));
        assert!(widths.windows(2).all(|p| p[1] > p[0]));
        // Out again through the same widths.
        let mut back = vec![];
        while let Some(now) = w {
            back.push(now);
            w = zoom_out(w, 390, max);
        }
        back.reverse();
        assert_eq!(back, widths);
        // A small tree fits already: no zoom beyond its widest.
        let small = Layout::of(&SearchTree::build(4));
        assert_eq!(zoom_in(None, 1280, small.max_width()), None);
        assert_eq!(zoom_out(None, 390, max), None);
        // On a phone its fitted drawing is scaled down (390 of 1,000 px):
        // one zoom draws it unscaled at the view's width, and no further.
        assert!(small.max_width() < 390);
        assert_eq!(zoom_in(None, 390, small.max_width()), Some(390));
        assert_eq!(zoom_in(Some(390), 390, small.max_width()), None);
        assert_eq!(zoom_out(Some(390), 390, small.max_width()), None);
        assert_eq!(zoom_in(None, FIT_WIDTH, small.max_width()), None);
        // Nodes a finger can take there (layout.rs's hit targets; 44 px).
        assert!(2 * small.hit_radius(390) >= 44);
        // A wide view: its own width is no level (the fitted drawing is
        // not scaled down there); the widest drawing is the last one.
        assert_eq!(zoom_in(None, max, max), None);
        let wide = zooms_in(1280, max);
        assert_eq!(wide.first(), Some(&2560));
        assert_eq!(wide.last(), Some(&max));
    }

    #[test]
    fn zoom_spreads_the_nodes_then_magnifies_them_never_shrinking_them() {
        // On a 1280 px projector (a view of 1,246 px) each board zooms in
        // several times, and at the largest zoom a few leaves fill the view,
        // every mark and label six times as large.
        let view = 1246;
        for n in 5..=8 {
            let lay = Layout::of(&SearchTree::build(n));
            let widths = zooms_in(view, lay.widest());
            assert!(widths.len() >= 2, "n = {n}: {widths:?}");
            let scale = |w: u64| w as f64 / lay.units(w, view) as f64;
            let fitted = view as f64 / FIT_WIDTH as f64;
            let mut last = fitted;
            for &w in &widths {
                assert!(scale(w) >= last - 1e-9, "n = {n}: {w} shrinks the labels");
                last = scale(w);
            }
            let widest = *widths.last().unwrap();
            assert_eq!(widest, lay.widest());
            assert_eq!(lay.units(widest, view), lay.max_width());
            assert!((scale(widest) - MAX_SCALE as f64).abs() < 1e-9);
            let leaf_on_screen = lay.leaf_px(lay.max_width()) * MAX_SCALE;
            assert!((4..=5).contains(&(view / leaf_on_screen)), "n = {n}");
        }
        // The current node's ring, magnified with the rest: at the largest
        // zoom 288 px across, still less than a phone's view.
        let lay = Layout::of(&SearchTree::build(5));
        assert_eq!(
            lay.target_px(lay.widest(), 390),
            (MAX_LEAF_PX / 2 + 2) * MAX_SCALE
        );
        assert_eq!(lay.target_px(780, 390), 30);
        // A node's place in the drawing, its margins magnified too: the
        // last leaf a margin from the right edge, at any zoom.
        let last = (0..lay.x.len()).max_by_key(|&id| lay.x[id]).unwrap();
        for zoom in [None, Some(780), Some(lay.widest())] {
            let units = zoom.map_or(FIT_WIDTH, |w| lay.units(w, 390));
            assert_eq!(
                lay.point_of(last, zoom, 390),
                (units - MARGIN) * MILLION / units
            );
        }
        // A phone: zoomed, the drawing is never drawn smaller than its units.
        let lay = Layout::of(&SearchTree::build(8));
        assert_eq!(lay.units(780, 390), 780);
        assert_eq!(lay.units(u64::MAX, 390), lay.max_width());
    }

    #[test]
    fn targets_fill_the_room_between_neighbours_without_overlapping() {
        let eight_tree = SearchTree::build(8);
        let eight = Layout::of(&eight_tree);
        // Zoomed in all the way, a target is at least 44 px across.
        assert_eq!(eight.hit_radius(eight.max_width()), MAX_LEAF_PX / 2);
        assert!(2 * eight.hit_radius(eight.max_width()) >= 44);
        // Fitted, n = 8's leaves are closer than its marks: the smallest.
        assert_eq!(eight.hit_radius(FIT_WIDTH), MIN_HIT);
        // n = 5 fitted: the next row is the nearest neighbour.
        let five_tree = SearchTree::build(5);
        let five = Layout::of(&five_tree);
        assert!(five.leaf_px(FIT_WIDTH) > ROW_HEIGHT);
        assert_eq!(five.hit_radius(FIT_WIDTH), ROW_HEIGHT / 2);
        // Wherever a target is larger than the smallest, no two overlap:
        // the nodes of a row are two radii apart or more.
        for (lay, tree) in [(&five, &five_tree), (&eight, &eight_tree)] {
            for width in [FIT_WIDTH, 2 * FIT_WIDTH, lay.max_width()] {
                let r = lay.hit_radius(width);
                if r == MIN_HIT {
                    continue;
                }
                for row in 0..tree.nodes.iter().map(|n| n.row + 1).max().unwrap() {
                    let mut xs: Vec<u64> = (0..tree.nodes.len())
                        .filter(|&id| tree.nodes[id].row == row)
                        .map(|id| lay.px(lay.x[id], width))
                        .collect();
                    xs.sort_unstable();
                    assert!(
                        xs.windows(2).all(|p| p[1] - p[0] >= 2 * r),
                        "width {width}, row {row}"
                    );
                }
            }
        }
    }

    #[test]
    fn hit_areas_never_overlap_and_hold_their_node_s_centre() {
        use super::super::model::TREE_N;
        // Above and below: halfway to the next rows, so that no two rows'
        // areas overlap.
        let (top, height) = (ROW_HEIGHT / 2, ROW_HEIGHT);
        assert_eq!(
            (HIT_TOP, HIT_HEIGHT),
            (&*format!("-{top}"), &*height.to_string())
        );
        for n in 4..=10 {
            let tree = SearchTree::build(n);
            let lay = Layout::of(&tree);
            // Fitted (a desktop, a phone upright and lying down), each zoom
            // of a projector's view and a phone's, and a tap's zoom.
            let mut widths = vec![FIT_WIDTH, lay.fit_units(370), lay.fit_units(824)];
            for view in [370, 1246] {
                let mut zoom = None;
                while let Some(w) = zoom_in(zoom, view, lay.widest()) {
                    widths.push(lay.units(w, view));
                    zoom = Some(w);
                }
                let tap = lay.tap_zoom(None, view, 44);
                widths.extend(tap.map(|w| lay.units(w, view)));
            }
            for (k, width) in widths.into_iter().enumerate() {
                let (at, fitted) = (format!("n = {n}, {width} px"), k < 3);
                let r = lay.hit_radius(width);
                let reach = lay.hit_reach(&tree, width);
                // Each area from its left to its right edge, in half px
                // (the first of a row's may reach into the left margin and
                // past it).
                let area = |id: usize| {
                    let x = 2 * lay.px(lay.x[id], width) as i64;
                    let (left, right) = reach[id];
                    (x - left as i64, x + right as i64, x)
                };
                let r = r as i64;
                for row in 0..n {
                    let ids: Vec<usize> = (0..tree.nodes.len())
                        .filter(|&id| tree.nodes[id].row == row)
                        .collect();
                    for (i, &id) in ids.iter().enumerate() {
                        let (left, right, x) = area(id);
                        assert!(x - left <= 2 * r && right - x <= 2 * r, "{at}");
                        // The centre inside its area, not on an edge, unless
                        // a neighbour is drawn on the same spot (a phone's
                        // first zoom at n = 8, n = 9 and 10): never on the
                        // boards drawn fitted.
                        let shared = [i.wrapping_sub(1), i + 1]
                            .iter()
                            .filter_map(|&j| ids.get(j))
                            .any(|&o| area(o).2 == x);
                        assert!(shared || left < x && x < right, "{at}, node {id}");
                        assert!(!(shared && fitted && TREE_N.contains(&n)), "{at}");
                    }
                    for pair in ids.windows(2) {
                        let ((_, a, xa), (b, _, xb)) = (area(pair[0]), area(pair[1]));
                        assert!(a <= b, "{at}, row {row}: {pair:?} overlap");
                        // Closer than two radii: they meet in the middle.
                        if xb - xa <= 4 * r {
                            assert!(a == b && a + b == xa + xb, "{at}, row {row}: {pair:?}");
                        }
                    }
                }
            }
        }
        // n = 8 fitted on a desktop: the defect found, step 5's node
        // answering as step 47's (their areas overlapped), now apart.
        let tree = SearchTree::build(8);
        let lay = Layout::of(&tree);
        let reach = lay.hit_reach(&tree, FIT_WIDTH);
        let [five, next] = [5, 47].map(|s| tree.nodes.iter().position(|v| v.step == s).unwrap());
        assert_eq!(tree.nodes[five].row, tree.nodes[next].row);
        let gap = lay.px(lay.x[next], FIT_WIDTH) - lay.px(lay.x[five], FIT_WIDTH);
        assert!(gap < 2 * lay.hit_radius(FIT_WIDTH));
        assert_eq!(reach[five].1 + reach[next].0, 2 * gap);
    }

    #[test]
    fn pixels_keep_the_order_and_the_margins() {
        let tree = SearchTree::build(5);
        let layout = Layout::of(&tree);
        for width in [FIT_WIDTH, 2000] {
            assert_eq!(layout.px(0, width), MARGIN);
            assert_eq!(layout.px(layout.width, width), width - MARGIN);
        }
        assert_eq!(Layout::y(None), MARGIN);
        assert_eq!(Layout::y(Some(4)) + MARGIN, Layout::height(5));
        let one = Layout::of(&SearchTree::build(1));
        assert_eq!(one.px(0, 1000), 500);
    }

    #[test]
    fn arrow_keys_walk_the_rows_and_the_branches() {
        let tree = SearchTree::build(5);
        let first = tree.roots[0];
        assert_eq!(step_to(&tree, first, Move::Up), None);
        assert_eq!(step_to(&tree, first, Move::Left), None);
        assert_eq!(step_to(&tree, first, Move::Right), Some(tree.roots[1]));
        let child = step_to(&tree, first, Move::Down).unwrap();
        assert_eq!(tree.nodes[child].parent, Some(first));
        assert_eq!(step_to(&tree, child, Move::Up), Some(first));
        // Along a row, across branches, in the order drawn.
        let layout = Layout::of(&tree);
        for (id, node) in tree.nodes.iter().enumerate() {
            if let Some(right) = step_to(&tree, id, Move::Right) {
                assert_eq!(tree.nodes[right].row, node.row);
                assert!(layout.x[right] > layout.x[id]);
                assert_eq!(step_to(&tree, right, Move::Left), Some(id));
            }
            let start = step_to(&tree, id, Move::RowStart).unwrap_or(id);
            assert!(layout.x[start] <= layout.x[id]);
        }
        let last_root = *tree.roots.last().unwrap();
        assert_eq!(step_to(&tree, first, Move::RowEnd), Some(last_root));
        // ↓ goes nowhere exactly at the nodes without children, and there
        // the tree answers; no other key answers.
        for (id, node) in tree.nodes.iter().enumerate() {
            let leaf = node.children.is_empty();
            assert_eq!(step_to(&tree, id, Move::Down).is_none(), leaf);
            assert_eq!(nothing_below(&tree, id, Move::Down), leaf);
            for m in [
                Move::Up,
                Move::Left,
                Move::Right,
                Move::RowStart,
                Move::RowEnd,
            ] {
                assert!(!nothing_below(&tree, id, m));
            }
        }
        assert!(!nothing_below(&tree, tree.nodes.len(), Move::Down));
        assert_eq!(Move::from_key("ArrowDown"), Some(Move::Down));
        assert_eq!(Move::from_key("a"), None);
    }

    #[test]
    fn nodes_of_a_row_do_not_overlap_and_keep_the_search_order() {
        for n in 1..=8 {
            let tree = SearchTree::build(n);
            let layout = Layout::of(&tree);
            for row in 0..n {
                // Entered in this order, drawn left to right, a leaf's gap apart.
                let xs: Vec<u64> = tree
                    .nodes
                    .iter()
                    .enumerate()
                    .filter(|(_, v)| v.row == row)
                    .map(|(id, _)| layout.x[id])
                    .collect();
                assert!(
                    xs.windows(2).all(|w| w[1] >= w[0] + LEAF_GAP),
                    "n = {n}, row {row}"
                );
                assert!(xs.iter().all(|&x| x <= layout.width));
            }
        }
    }

    #[test]
    fn a_parent_is_centred_over_its_children_and_leaves_are_evenly_spaced() {
        let tree = SearchTree::build(6);
        let layout = Layout::of(&tree);
        let leaves: Vec<u64> = (0..tree.nodes.len())
            .filter(|&id| tree.nodes[id].children.is_empty())
            .map(|id| layout.x[id])
            .collect();
        assert_eq!(
            leaves,
            (0..leaves.len() as u64)
                .map(|i| i * LEAF_GAP)
                .collect::<Vec<_>>()
        );
        for (id, node) in tree.nodes.iter().enumerate() {
            if let (Some(&a), Some(&b)) = (node.children.first(), node.children.last()) {
                assert_eq!(layout.x[id], (layout.x[a] + layout.x[b]) / 2);
                // Children left to right in the order they are tried.
                assert!(node
                    .children
                    .windows(2)
                    .all(|w| layout.x[w[0]] < layout.x[w[1]]));
            }
        }
        assert_eq!(layout.width, (leaves.len() as u64 - 1) * LEAF_GAP);
        assert!(layout.root_x <= layout.width);
    }

    /// The taps on one node until it opens, on a phone (a view `view` px
    /// wide, the screen `screen` px tall): each tap on a node under 44 px
    /// zooms as [`Layout::tap_zoom`] says; a tap on one of 44 px or more
    /// opens it.
    fn taps_to_open(n: usize, view: u64, screen: u64) -> usize {
        let lay = Layout::of(&SearchTree::build(n));
        let fit = lay.fit_units(view);
        // Held to 4/5 of the screen's height (`static/tree.css`).
        let height = Layout::height(n) as f64;
        let scale = (view as f64 / fit as f64).min(screen as f64 * 0.8 / height);
        let mut size = (2 * lay.hit_radius(fit)) as f64 * scale;
        let (mut taps, mut zoom) = (1, None);
        while size < 44.0 {
            zoom = lay.tap_zoom(zoom, view, 44);
            let Some(w) = zoom else { break };
            assert!(w > view && w <= lay.widest(), "n = {n}: {w}");
            size = lay.hit_px(w, view) as f64;
            taps += 1;
        }
        taps
    }

    #[test]
    fn a_tap_on_a_small_node_zooms_at_once_to_a_finger_s_size() {
        // Upright and lying down: at most two taps (a zoom, then the
        // node); the small trees fitted large enough for one.
        for (view, screen) in [(370, 844), (824, 390)] {
            for n in 1..=8 {
                let taps = taps_to_open(n, view, screen);
                assert!(taps <= 2, "n = {n}, {view} px: {taps} taps");
            }
            assert_eq!(taps_to_open(4, view, screen), 1, "{view} px");
            assert_eq!(taps_to_open(8, view, screen), 2, "{view} px");
        }
        // Hardly more than it takes: n = 8's leaves 46 px apart, drawn
        // unscaled; 10 % less is too small. On a projector's touch screen
        // (1,246 and 1,366 px) the same; a wider one at least 44 px.
        let lay = Layout::of(&SearchTree::build(8));
        let w = lay.tap_zoom(None, 370, 44).unwrap();
        assert_eq!(lay.leaf_px(lay.units(w, 370)), 46);
        for view in [370, 824, 1246, 1366, 2000] {
            let w = lay.tap_zoom(None, view, 44).unwrap();
            assert!(lay.hit_px(w, view) >= 44, "{view} px");
            assert!(
                view >= 2000 || lay.hit_px(w * 9 / 10, view) < 44,
                "{view} px"
            );
        }
        // From there (a node measured a rounding short), or the widest:
        // no zoom, the tap chooses the node.
        assert_eq!(lay.tap_zoom(Some(w), 370, 44), None);
        assert_eq!(lay.tap_zoom(Some(lay.widest()), 370, 44), None);
        // A finger no zoom serves: the widest.
        assert_eq!(lay.tap_zoom(None, 370, 10_000), Some(lay.widest()));
        // Every board, wherever a zoom is needed (n = 5 and more on a
        // phone), one zoom makes its nodes a finger wide.
        for n in 1..=8 {
            let l = Layout::of(&SearchTree::build(n));
            for view in [370, 824, 1246] {
                if let Some(w) = l.tap_zoom(None, view, 44) {
                    assert!(l.hit_px(w, view) >= 44, "n = {n}, {view} px");
                }
            }
        }
    }

    #[test]
    fn a_small_tree_fills_a_phone_s_view_and_a_wide_view_is_as_it_was() {
        let lay = |n| Layout::of(&SearchTree::build(n));
        // On a phone held upright, n = 4 and 5 drawn with their leaves
        // 48 units apart: n = 4 at least as tall as the view is wide ×
        // 3/4 (it was a quarter), n = 5 half again as tall as before.
        let (four, five) = (lay(4), lay(5));
        let tall = |l: &Layout, n, view| view * Layout::height(n) / l.fit_units(view);
        assert_eq!(four.fit_units(370), four.max_width());
        assert!(tall(&four, 4, 370) * 4 >= 370 * 3);
        assert_eq!(five.fit_units(370), five.max_width());
        assert!(tall(&five, 5, 370) * 2 >= 3 * 370 * Layout::height(5) / FIT_WIDTH);
        // Lying down, taller than 4/5 of a 390 px screen (the page's style
        // holds it there), magnified.
        for (l, n) in [(&four, 4), (&five, 5)] {
            assert!(tall(l, n, 824) >= 312, "n = {n}");
            assert!(l.fit_units(824) < FIT_WIDTH);
        }
        // n = 1 is not magnified past 3/2.
        assert_eq!(lay(1).fit_units(370), 370 * 2 / 3);
        // A desktop's or projector's view, and n = 6 to 8 on a phone: the
        // fitted drawing as it was.
        for n in 1..=8 {
            assert_eq!(lay(n).fit_units(1246), FIT_WIDTH);
            assert_eq!(lay(n).fit_units(FIT_WIDTH), FIT_WIDTH);
        }
        for n in 6..=8 {
            assert_eq!(lay(n).fit_units(370), FIT_WIDTH);
        }
        // Zooming in from it never shrinks the drawing.
        for view in [370, 824] {
            for n in 1..=8 {
                let l = lay(n);
                let fitted = view as f64 / l.fit_units(view) as f64;
                if let Some(w) = zoom_in(None, view, l.widest()) {
                    assert!(w as f64 / l.units(w, view) as f64 >= fitted, "n = {n}");
                }
            }
        }
    }
}
