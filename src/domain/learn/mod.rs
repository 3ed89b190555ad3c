//! The learn page: the guided lesson's stops ([`lesson`]), the exercises
//! ([`quiz`]) and their texts.

pub mod lesson;
pub mod quiz;
pub mod texts;
pub mod write;
pub mod write_texts;
