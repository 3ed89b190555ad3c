//! The log chart in a page: its markup ([`crate::domain::chart_svg`], pure and tested
//! natively) handed to Yew as it is. The chart holds no event handler, so
//! Yew only compares the text from one render to the next.

use yew::prelude::*;

use crate::domain::chart_svg::LogChart;

/// The chart's `<figure>`.
pub fn chart(c: &LogChart) -> Html {
    Html::from_html_unchecked(AttrValue::from(c.markup()))
}
