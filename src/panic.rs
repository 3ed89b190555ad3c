//! Makes any bug visible: a panic shows a readable message in the page
//! instead of leaving a frozen or blank screen.

use wasm_bindgen::JsCast;

use crate::texts::{self, Lang};

/// Replaces Yew's default hook (which only logs to the console).
pub fn install() {
    yew::set_custom_panic_hook(Box::new(|info| {
        let message = info.to_string();
        web_sys::console::error_1(&format!("bitqueens panicked: {message}").into());
        show(&message);
    }));
}

fn show(message: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let lang = document
        .document_element()
        .and_then(|e| e.get_attribute("lang"))
        .and_then(|code| Lang::from_code(&code))
        .unwrap_or(Lang::En);
    let Ok(panel) = document.create_element("div") else {
        return;
    };
    panel.set_id("panic");
    let _ = panel.set_attribute("role", "alert");
    let _ = panel.set_attribute("data-testid", "panic");
    let title = document.create_element("h2").ok();
    let body = document.create_element("p").ok();
    let detail = document.create_element("pre").ok();
    if let (Some(title), Some(body), Some(detail)) = (title, body, detail) {
        title.set_text_content(Some(texts::ERROR_TITLE.get(lang)));
        body.set_text_content(Some(texts::ERROR_BODY.get(lang)));
        detail.set_text_content(Some(message));
        let _ = panel.append_with_node_3(&title, &body, &detail);
    }
    if let Ok(button) = document.create_element("button") {
        button.set_text_content(Some(texts::ERROR_RELOAD.get(lang)));
        let _ = button.set_attribute("onclick", "location.reload()");
        let _ = panel.append_child(&button);
    }
    if let Some(body) = document.body() {
        let _ = body.append_child(&panel);
        if let Some(button) = panel
            .last_element_child()
            .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = button.focus();
        }
    }
}
