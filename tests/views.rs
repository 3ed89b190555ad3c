//! The site's views rendered natively (Yew's server-side renderer) and read
//! back: what they show is the domain's account of the moment.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
struct Frame {
    html: Html,
}

#[function_component]
fn Framed(p: &Frame) -> Html {
    p.html.clone()
}

fn render(html: Html) -> String {
    let rt = tokio::runtime::Builder::new_current_thread().build().unwrap();
    tokio::task::LocalSet::new().block_on(
        &rt,
        yew::LocalServerRenderer::<Framed>::with_props(Frame { html })
            .hydratable(false)
            .render(),
    )
}

#[test]
fn renders() {
    println!("{}", render(html! { <p data-testid="x">{ "a < b" }</p> }));
}
