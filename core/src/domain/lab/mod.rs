//! The algorithm lab: the methods it runs and how it measures them
//! ([`model`], used by the lab's worker and page), its runs as a state
//! machine ([`machine`]) and what they ask of its worker ([`work`], shared
//! with the records page), its watch mode ([`watch`]), and its texts.

pub mod machine;
pub mod model;
pub mod texts;
pub mod timing;
pub mod watch;
pub mod work;
