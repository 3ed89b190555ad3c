//! What crosses between the page and its workers, typed and pure (compiled
//! and tested natively): each worker script is bound to the request it
//! reads and the reply it writes by a [`Protocol`] ([`count::CountWorker`],
//! [`gpu::GpuWorker`], [`lab::LabWorker`]), as Yew's `web_worker_fib`
//! binds its worker to one typed function.
//!
//! A message is a [`Value`]: `null`, a boolean, a number, a string, a
//! `Uint32Array` or an array of these, which `postMessage` copies as they
//! are (no serialization library: the page's wasm stays small). Only
//! `workers::wire` converts a value to and from JavaScript. Every request
//! and reply is an array whose first element is its tag (`["counted", …]`),
//! read back strictly: a wrong tag, a missing, extra or mistyped field, a
//! number that is not a whole `u32`, is a [`DecodeError`], never a default.
//! Counts (`u64`) travel as decimal strings: a JavaScript number is exact
//! only up to 2^53, and the counts of the largest boards are above it.
//!
//! Around the messages of a protocol, three are the channel's own
//! ([`ToWorker`], [`FromWorker`]): a worker says `"loaded"` once it listens
//! (the page holds back what it sends until then), the page says `"close"`
//! when it drops the worker (the worker first answers what it was sent),
//! and a worker that could not read a request says so
//! (`["unreadable", why]`) rather than stay silent.

pub mod count;
pub mod gpu;
pub mod lab;

use std::fmt;

use solver::count::Classes;

/// A message as it crosses between the page and a worker.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    Number(f64),
    Text(String),
    Words(Vec<u32>),
    List(Vec<Value>),
}

impl Value {
    /// What kind of value it is, for an error message.
    pub fn kind(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "a boolean",
            Value::Number(_) => "a number",
            Value::Text(_) => "a string",
            Value::Words(_) => "a Uint32Array",
            Value::List(_) => "an array",
        }
    }
}

/// Why a value is not a message of the type it was read as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeError(pub String);

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A type of message: written as a [`Value`] and read back from one.
pub trait Message: Sized {
    fn encode(&self) -> Value;
    fn decode(value: Value) -> Result<Self, DecodeError>;
}

/// A worker script and the messages it reads and writes.
pub trait Protocol {
    /// The script trunk writes next to `index.html` (a URL relative to the
    /// page, so that the site works under any sub-path).
    const SCRIPT: &'static str;
    /// What the page sends it.
    type Request: Message;
    /// What it answers.
    type Reply: Message + Answer;
}

/// A reply, as far as the page's client of a worker is concerned.
pub trait Answer {
    /// The run it answers; `None` for an answer about no run (the GPU
    /// worker's adapter), always passed on.
    fn run(&self) -> Option<u32>;

    /// Does it end a request? (A progress report does not.)
    fn ends_request(&self) -> bool {
        true
    }
}

/// Sent by a worker once it listens.
pub const LOADED: &str = "loaded";
/// Sent by the page when it no longer needs the worker.
pub const CLOSE: &str = "close";
/// The tag of a worker's word that it could not read a request.
pub const UNREADABLE: &str = "unreadable";

/// What the page sends a worker.
#[derive(Clone, Debug, PartialEq)]
pub enum ToWorker<R> {
    Request(R),
    /// Answer what you were sent, then close.
    Close,
}

/// What a worker sends the page.
#[derive(Clone, Debug, PartialEq)]
pub enum FromWorker<R> {
    /// The worker listens.
    Loaded,
    Reply(R),
    /// The worker could not read a request: why.
    Unreadable(String),
}

impl<R: Message> Message for ToWorker<R> {
    fn encode(&self) -> Value {
        match self {
            ToWorker::Request(r) => r.encode(),
            ToWorker::Close => Value::Text(CLOSE.into()),
        }
    }

    fn decode(value: Value) -> Result<Self, DecodeError> {
        match value {
            Value::Text(t) if t == CLOSE => Ok(ToWorker::Close),
            v => R::decode(v).map(ToWorker::Request),
        }
    }
}

impl<R: Message> Message for FromWorker<R> {
    fn encode(&self) -> Value {
        match self {
            FromWorker::Loaded => Value::Text(LOADED.into()),
            FromWorker::Reply(r) => r.encode(),
            FromWorker::Unreadable(why) => tagged(UNREADABLE, vec![text(why)]),
        }
    }

    fn decode(value: Value) -> Result<Self, DecodeError> {
        match value {
            Value::Text(t) if t == LOADED => Ok(FromWorker::Loaded),
            Value::List(ref items) if matches!(items.first(), Some(Value::Text(t)) if t == UNREADABLE) =>
            {
                let mut f = Fields::of(value, &[UNREADABLE])?;
                let why = f.text()?;
                f.end()?;
                Ok(FromWorker::Unreadable(why))
            }
            v => R::decode(v).map(FromWorker::Reply),
        }
    }
}

// ---- writing ----

/// A message: `tag` and then its fields.
pub fn tagged(tag: &str, fields: Vec<Value>) -> Value {
    let mut items = Vec::with_capacity(fields.len() + 1);
    items.push(Value::Text(tag.into()));
    items.extend(fields);
    Value::List(items)
}

pub fn text(value: &str) -> Value {
    Value::Text(value.into())
}

pub fn u32(value: u32) -> Value {
    Value::Number(f64::from(value))
}

/// As a decimal string (exact beyond 2^53).
pub fn u64(value: u64) -> Value {
    Value::Text(value.to_string())
}

/// `null` for `None`, else what `write` writes.
pub fn option<T>(value: Option<T>, write: impl FnOnce(T) -> Value) -> Value {
    value.map_or(Value::Null, write)
}

/// A count's classes: `c1, c2, c4, c8, c8_boards`, each as [`u64`].
pub fn classes(c: &Classes) -> [Value; 5] {
    [c.c1, c.c2, c.c4, c.c8, c.c8_boards].map(u64)
}

// ---- reading ----

/// The fields of a message after its tag, read in the order they were
/// written; each read is an error for a missing or mistyped field, and
/// [`Fields::end`] one for a field left over.
pub struct Fields {
    tag: String,
    items: std::vec::IntoIter<Value>,
    /// The index of the next field (the tag is 0).
    at: usize,
}

impl Fields {
    /// The fields of `value`, an array whose first element is one of
    /// `tags` (the tag found is [`Fields::tag`]).
    pub fn of(value: Value, tags: &[&str]) -> Result<Fields, DecodeError> {
        let Value::List(items) = value else {
            return Err(DecodeError(format!(
                "expected a message (an array), got {}",
                value.kind()
            )));
        };
        let mut items = items.into_iter();
        match items.next() {
            Some(Value::Text(tag)) if tags.contains(&tag.as_str()) => {
                Ok(Fields { tag, items, at: 1 })
            }
            Some(Value::Text(tag)) => Err(DecodeError(format!(
                "unknown message \"{tag}\" (expected one of \"{}\")",
                tags.join("\", \"")
            ))),
            other => Err(DecodeError(format!(
                "expected a message's tag (a string), got {}",
                other.map_or("nothing", |v| v.kind())
            ))),
        }
    }

    pub fn tag(&self) -> &str {
        &self.tag
    }

    /// The field just read is not what was `expected`.
    fn wrong(&self, expected: &str, got: &Value) -> DecodeError {
        DecodeError(format!(
            "\"{}\", field {}: expected {expected}, got {}",
            self.tag,
            self.at - 1,
            got.kind()
        ))
    }

    /// The next field, whatever it is.
    pub fn value(&mut self) -> Result<Value, DecodeError> {
        let value = self.items.next().ok_or_else(|| {
            DecodeError(format!("\"{}\": field {} is missing", self.tag, self.at))
        })?;
        self.at += 1;
        Ok(value)
    }

    /// No field is left.
    pub fn end(mut self) -> Result<(), DecodeError> {
        match self.items.next() {
            None => Ok(()),
            Some(_) => Err(DecodeError(format!(
                "\"{}\": more than {} fields",
                self.tag,
                self.at - 1
            ))),
        }
    }

    pub fn number(&mut self) -> Result<f64, DecodeError> {
        match self.value()? {
            Value::Number(v) => Ok(v),
            v => Err(self.wrong("a number", &v)),
        }
    }

    /// A whole number in `0..=u32::MAX`, nothing rounded or clamped.
    pub fn u32(&mut self) -> Result<u32, DecodeError> {
        match self.value()? {
            Value::Number(v) if v.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&v) => {
                Ok(v as u32)
            }
            v => Err(self.wrong("a whole number of 32 bits", &v)),
        }
    }

    pub fn bool(&mut self) -> Result<bool, DecodeError> {
        match self.value()? {
            Value::Bool(v) => Ok(v),
            v => Err(self.wrong("a boolean", &v)),
        }
    }

    pub fn text(&mut self) -> Result<String, DecodeError> {
        match self.value()? {
            Value::Text(v) => Ok(v),
            v => Err(self.wrong("a string", &v)),
        }
    }

    /// What [`u64`] wrote: decimal digits only.
    pub fn u64(&mut self) -> Result<u64, DecodeError> {
        let v = self.value()?;
        match &v {
            // `parse` alone would take a sign.
            Value::Text(t) if t.bytes().all(|b| b.is_ascii_digit()) => t.parse().ok(),
            _ => None,
        }
        .ok_or_else(|| self.wrong("a count (decimal digits)", &v))
    }

    pub fn words(&mut self) -> Result<Vec<u32>, DecodeError> {
        match self.value()? {
            Value::Words(v) => Ok(v),
            v => Err(self.wrong("a Uint32Array", &v)),
        }
    }

    /// What [`classes`] wrote.
    pub fn classes(&mut self) -> Result<Classes, DecodeError> {
        Ok(Classes {
            c1: self.u64()?,
            c2: self.u64()?,
            c4: self.u64()?,
            c8: self.u64()?,
            c8_boards: self.u64()?,
        })
    }

    /// `None` for a `null`, else what `read` reads.
    pub fn option<T>(
        &mut self,
        read: impl FnOnce(&mut Fields) -> Result<T, DecodeError>,
    ) -> Result<Option<T>, DecodeError> {
        if self.items.as_slice().first() == Some(&Value::Null) {
            self.value()?;
            return Ok(None);
        }
        read(self).map(Some)
    }
}

#[cfg(test)]
mod tests {
    use super::count::{CountReply, CountRequest};
    use super::gpu::{End, GpuReply, GpuRequest};
    use super::lab::LabRequest;
    use super::*;
    use crate::domain::lab::work::LabReply;
    use bitqueens_gpu::Kernel;

    /// Above 2^53, where a JavaScript number is no longer exact.
    const BIG: u64 = (1 << 53) + 1;

    fn classes_of(base: u64) -> Classes {
        Classes {
            c1: base,
            c2: base + 1,
            c4: base + 2,
            c8: base + 3,
            c8_boards: u64::MAX,
        }
    }

    fn round_trip<M: Message + PartialEq + fmt::Debug + Clone>(message: M) -> Value {
        let value = message.encode();
        assert_eq!(M::decode(value.clone()), Ok(message.clone()), "{value:?}");
        // The channel's envelopes carry it as it is.
        assert_eq!(
            FromWorker::<M>::decode(FromWorker::Reply(message.clone()).encode()),
            Ok(FromWorker::Reply(message.clone()))
        );
        assert_eq!(
            ToWorker::<M>::decode(ToWorker::Request(message.clone()).encode()),
            Ok(ToWorker::Request(message))
        );
        value
    }

    fn count_request() -> CountRequest {
        CountRequest {
            run: u32::MAX,
            n: 27,
            index: 3,
            task: vec![1, 2, u32::MAX],
            resume: vec![],
        }
    }

    fn lab_reply() -> LabReply {
        LabReply {
            run: 7,
            method: "bitmap".into(),
            n: 12,
            finished: true,
            solutions: BIG,
            unique: Some(u64::MAX),
            leaves: None,
            nodes: Some(0),
            ms: 1.25,
            runs: 9,
            below_resolution: Some(0.1),
            error: None,
        }
    }

    #[test]
    fn every_message_round_trips() {
        round_trip(count_request());
        round_trip(CountReply::Counted {
            run: 1,
            index: 2,
            classes: classes_of(BIG),
            busy_ms: 100.5,
            resume: Some(vec![4, 5]),
        });
        round_trip(CountReply::Counted {
            run: 1,
            index: 2,
            classes: Classes::default(),
            busy_ms: 0.0,
            resume: None,
        });
        round_trip(CountReply::Failed {
            run: 3,
            message: "n = 0 is not 1..=27".into(),
        });
        for kernel in Kernel::ALL {
            round_trip(GpuRequest::Probe { workers: 4, kernel });
            round_trip(GpuRequest::Count {
                run: 9,
                n: 20,
                #[cfg(feature = "e2e")]
                lose_after: 2,
                kernel,
            });
        }
        round_trip(GpuReply::Adapter {
            name: "SwiftShader".into(),
            faster: true,
        });
        round_trip(GpuReply::Adapter {
            name: String::new(),
            faster: false,
        });
        round_trip(GpuReply::NoAdapter);
        // A reason of "" or "done" is no sentinel: it stays a reason.
        for end in [
            None,
            Some(End::Done),
            Some(End::Lost("done".into())),
            Some(End::Lost(String::new())),
        ] {
            round_trip(GpuReply::Counted {
                run: 1,
                done: 5,
                classes: classes_of(BIG),
                end,
            });
        }
        round_trip(LabRequest {
            run: 1,
            method: "brute".into(),
            n: 8,
            limit_ms: 10_000.0,
        });
        round_trip(lab_reply());
        round_trip(LabReply {
            unique: None,
            leaves: Some(3),
            below_resolution: None,
            error: Some("unknown method".into()),
            ..lab_reply()
        });
    }

    #[test]
    fn counts_travel_as_decimal_strings() {
        let value = CountReply::Counted {
            run: 1,
            index: 0,
            classes: classes_of(BIG),
            busy_ms: 1.0,
            resume: None,
        }
        .encode();
        let Value::List(items) = value else {
            panic!("{value:?}")
        };
        assert_eq!(items[3], Value::Text("9007199254740993".into()));
        assert_eq!(items[7], Value::Text("18446744073709551615".into()));
        // No count is a number anywhere.
        let Value::List(lab) = lab_reply().encode() else {
            panic!()
        };
        assert_eq!(lab[5], Value::Text(BIG.to_string()));
        assert_eq!(lab[10], Value::Text("9".into()));
    }

    #[test]
    fn messages_are_tagged() {
        let tag = |v: Value| match v {
            Value::List(items) => items[0].clone(),
            v => v,
        };
        let text = |t: &str| Value::Text(t.into());
        assert_eq!(tag(count_request().encode()), text("slice"));
        assert_eq!(
            tag(CountReply::Failed {
                run: 0,
                message: String::new()
            }
            .encode()),
            text("failed")
        );
        assert_eq!(tag(GpuReply::NoAdapter.encode()), text("none"));
        assert_eq!(
            GpuReply::NoAdapter.encode(),
            Value::List(vec![text("none")])
        );
        assert_eq!(tag(lab_reply().encode()), text("ran"));
        assert_eq!(FromWorker::<CountReply>::Loaded.encode(), text(LOADED));
        assert_eq!(ToWorker::<CountRequest>::Close.encode(), text(CLOSE));
        assert_eq!(
            FromWorker::<CountReply>::Unreadable("why".into()).encode(),
            Value::List(vec![text(UNREADABLE), text("why")])
        );
    }

    #[test]
    fn the_channels_own_words_round_trip() {
        for m in [
            FromWorker::<GpuReply>::Loaded,
            FromWorker::Unreadable("unknown message".into()),
        ] {
            assert_eq!(FromWorker::decode(m.encode()), Ok(m));
        }
        assert_eq!(
            ToWorker::<LabRequest>::decode(ToWorker::<LabRequest>::Close.encode()),
            Ok(ToWorker::Close)
        );
        // An `unreadable` with anything but one string is itself unreadable.
        for bad in [
            vec![],
            vec![Value::Number(1.0)],
            vec![Value::Text("a".into()), Value::Null],
        ] {
            let mut items = vec![Value::Text(UNREADABLE.into())];
            items.extend(bad);
            assert!(FromWorker::<GpuReply>::decode(Value::List(items)).is_err());
        }
        // The channel's words are not requests or replies.
        assert!(CountReply::decode(Value::Text(LOADED.into())).is_err());
        assert!(CountRequest::decode(Value::Text(CLOSE.into())).is_err());
        assert!(ToWorker::<CountRequest>::decode(Value::Text(LOADED.into())).is_err());
        assert!(FromWorker::<CountReply>::decode(Value::Text(CLOSE.into())).is_err());
    }

    fn list(items: Vec<Value>) -> Value {
        Value::List(items)
    }

    fn with_field(message: Value, at: usize, field: Value) -> Value {
        let Value::List(mut items) = message else {
            panic!()
        };
        items[at] = field;
        Value::List(items)
    }

    #[test]
    fn what_is_not_a_message_of_the_type_is_an_error() {
        let request = count_request().encode();
        let Value::List(items) = request.clone() else {
            panic!()
        };
        let text = |t: &str| Value::Text(t.into());
        // Not an array, no tag, an unknown tag, another worker's tag.
        for bad in [
            Value::Null,
            text("slice"),
            list(vec![]),
            list(vec![Value::Number(1.0)]),
            list(vec![text("count")]),
            tagged("counted", items[1..].to_vec()),
        ] {
            assert!(CountRequest::decode(bad.clone()).is_err(), "{bad:?}");
        }
        // A field missing, one too many.
        assert!(CountRequest::decode(list(items[..items.len() - 1].to_vec())).is_err());
        let mut more = items.clone();
        more.push(Value::Null);
        let e = CountRequest::decode(list(more)).unwrap_err();
        assert_eq!(e.0, "\"slice\": more than 5 fields");
        // A mistyped field: a number that is not a whole u32, words as
        // an array.
        for bad in [
            Value::Number(-1.0),
            Value::Number(1.5),
            Value::Number(4_294_967_296.0),
            Value::Number(f64::NAN),
            Value::Number(f64::INFINITY),
            text("1"),
            Value::Null,
        ] {
            let e = CountRequest::decode(with_field(request.clone(), 2, bad.clone()));
            assert!(e.is_err(), "{bad:?}");
        }
        assert_eq!(
            CountRequest::decode(with_field(
                request.clone(),
                2,
                Value::Number(4_294_967_295.0)
            )),
            Ok(CountRequest {
                n: u32::MAX,
                ..count_request()
            })
        );
        assert_eq!(
            CountRequest::decode(with_field(request.clone(), 2, Value::Number(0.0))),
            Ok(CountRequest {
                n: 0,
                ..count_request()
            })
        );
        let e = CountRequest::decode(with_field(request.clone(), 4, list(vec![]))).unwrap_err();
        assert_eq!(
            e.0,
            "\"slice\", field 4: expected a Uint32Array, got an array"
        );
    }

    #[test]
    fn a_count_is_decimal_digits_and_nothing_else() {
        let reply = CountReply::Failed {
            run: 0,
            message: String::new(),
        };
        let counted = |c1: Value| {
            let mut items = vec![
                Value::Text("counted".into()),
                Value::Number(1.0),
                Value::Number(0.0),
                c1,
            ];
            items.extend([1, 2, 3, 4].map(u64));
            items.push(Value::Number(1.0));
            items.push(Value::Null);
            Value::List(items)
        };
        assert!(matches!(
            CountReply::decode(counted(Value::Text("18446744073709551615".into()))),
            Ok(CountReply::Counted {
                classes: Classes {
                    c1: u64::MAX,
                    c8_boards: 4,
                    ..
                },
                ..
            })
        ));
        for bad in [
            Value::Text("+5".into()),
            Value::Text("-5".into()),
            Value::Text(String::new()),
            Value::Text("5 ".into()),
            Value::Text("18446744073709551616".into()),
            Value::Number(5.0),
        ] {
            assert!(CountReply::decode(counted(bad.clone())).is_err(), "{bad:?}");
        }
        let _ = reply;
    }

    #[test]
    fn a_gpu_end_is_null_done_or_lost() {
        let counted = |end: Value| {
            let mut items = vec![
                Value::Text("counted".into()),
                Value::Number(1.0),
                Value::Number(0.0),
            ];
            items.extend([0, 0, 0, 0, 0].map(u64));
            items.push(end);
            Value::List(items)
        };
        let text = |t: &str| Value::Text(t.into());
        let end = |v: Value| match GpuReply::decode(counted(v)) {
            Ok(GpuReply::Counted { end, .. }) => Ok(end),
            Ok(other) => panic!("{other:?}"),
            Err(e) => Err(e),
        };
        assert_eq!(end(Value::Null), Ok(None));
        assert_eq!(end(text("done")), Ok(Some(End::Done)));
        assert_eq!(
            end(list(vec![text("lost"), text("device lost")])),
            Ok(Some(End::Lost("device lost".into())))
        );
        // The old sentinels, and anything else, are errors.
        for bad in [
            text(""),
            text("device lost"),
            list(vec![text("lost")]),
            list(vec![text("lost"), text("a"), text("b")]),
            list(vec![text("done")]),
            Value::Bool(true),
        ] {
            assert!(end(bad.clone()).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_kernel_travels_by_its_name() {
        let probe = |kernel: Value| {
            GpuRequest::decode(list(vec![
                Value::Text("probe".into()),
                Value::Number(2.0),
                kernel,
            ]))
        };
        assert_eq!(
            probe(Value::Text("frontier".into())),
            Ok(GpuRequest::Probe {
                workers: 2,
                kernel: Kernel::Frontier
            })
        );
        let e = probe(Value::Text("fast".into())).unwrap_err();
        assert_eq!(e.0, "no kernel is named \"fast\"");
        assert!(probe(Value::Number(3.0)).is_err());
    }

    #[test]
    fn an_unknown_gpu_reply_is_not_read_as_counted() {
        let mut fields = vec![Value::Number(1.0), Value::Number(0.0)];
        fields.extend([0, 0, 0, 0, 0].map(u64));
        fields.push(Value::Null);
        assert!(GpuReply::decode(tagged("counted", fields.clone())).is_ok());
        let e = GpuReply::decode(tagged("progress", fields)).unwrap_err();
        assert_eq!(
            e.0,
            "unknown message \"progress\" (expected one of \"adapter\", \"none\", \"counted\")"
        );
        assert!(GpuReply::decode(list(vec![Value::Text("none".into()), Value::Null])).is_err());
    }

    #[test]
    fn options_and_mistyped_fields_of_the_lab() {
        let reply = lab_reply().encode();
        // `unique` (field 6) null is None; a number there is an error.
        assert_eq!(
            LabReply::decode(with_field(reply.clone(), 6, Value::Null)),
            Ok(LabReply {
                unique: None,
                ..lab_reply()
            })
        );
        for (at, bad) in [
            (1, Value::Null),
            (2, Value::Null),
            (4, Value::Number(1.0)),
            (4, Value::Null),
            (6, Value::Number(1.0)),
            (9, Value::Text("1".into())),
            (11, Value::Text("0.1".into())),
            (12, Value::Bool(false)),
        ] {
            assert!(
                LabReply::decode(with_field(reply.clone(), at, bad.clone())).is_err(),
                "{at} {bad:?}"
            );
        }
        let e = LabReply::decode(with_field(reply, 4, Value::Number(1.0))).unwrap_err();
        assert_eq!(e.0, "\"ran\", field 4: expected a boolean, got a number");
        let missing = LabRequest::decode(list(vec![Value::Text("run".into()), Value::Number(1.0)]))
            .unwrap_err();
        assert_eq!(missing.0, "\"run\": field 2 is missing");
    }

    #[test]
    fn the_kind_of_each_value_is_named() {
        let kinds: Vec<_> = [
            Value::Null,
            Value::Bool(true),
            Value::Number(0.0),
            Value::Text(String::new()),
            Value::Words(vec![]),
            Value::List(vec![]),
        ]
        .iter()
        .map(Value::kind)
        .collect();
        assert_eq!(
            kinds,
            [
                "null",
                "a boolean",
                "a number",
                "a string",
                "a Uint32Array",
                "an array"
            ]
        );
        assert_eq!(
            Fields::of(Value::Bool(true), &["x"])
                .err()
                .unwrap()
                .to_string(),
            "expected a message (an array), got a boolean"
        );
        assert_eq!(
            Fields::of(list(vec![]), &["x"]).err().unwrap().0,
            "expected a message's tag (a string), got nothing"
        );
    }

    #[test]
    fn every_reply_says_its_run_and_whether_it_ends_a_request() {
        let counted = |end| GpuReply::Counted {
            run: 4,
            done: 0,
            classes: Classes::default(),
            end,
        };
        assert_eq!(counted(None).run(), Some(4));
        assert!(!counted(None).ends_request());
        assert!(counted(Some(End::Done)).ends_request());
        assert!(counted(Some(End::Lost("x".into()))).ends_request());
        assert_eq!(GpuReply::NoAdapter.run(), None);
        assert!(GpuReply::NoAdapter.ends_request());
        let adapter = GpuReply::Adapter {
            name: String::new(),
            faster: false,
        };
        assert_eq!(adapter.run(), None);
        assert!(adapter.ends_request());
        let failed = CountReply::Failed {
            run: 8,
            message: String::new(),
        };
        assert_eq!(failed.run(), Some(8));
        assert!(failed.ends_request());
        let counted = CountReply::Counted {
            run: 6,
            index: 0,
            classes: Classes::default(),
            busy_ms: 0.0,
            resume: None,
        };
        assert_eq!(counted.run(), Some(6));
        assert!(counted.ends_request());
        assert_eq!(lab_reply().run(), Some(7));
        assert!(lab_reply().ends_request());
    }
}
