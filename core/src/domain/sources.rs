//! The sources the site follows (the articles its pages draw on, and where
//! the records come from), listed once: the records page shows them in its
//! sources section (`#sources`), and a text cites one with a marker
//! `[[id]]`, which the page draws as a link to that entry.

use crate::i18n::{Lang, Text};

/// One source: who wrote it, its title as published, where, and a link
/// where one is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Source {
    /// The marker's name and the entry's anchor (`#src-<id>`).
    pub id: &'static str,
    /// How a citation in a sentence names it (the link's text).
    pub short: Text,
    pub author: Text,
    /// The title as published (the articles are Japanese), or, where
    /// `titled` is false, what the article is (the site's copy has no
    /// title): the list shows it as a description, not in quotes.
    pub title: Text,
    pub titled: bool,
    pub site: Text,
    pub url: Option<&'static str>,
    /// What the site takes from it.
    pub used_for: Text,
}

/// M.Hiroi's home page, from which both of his pages the site follows are
/// reached.
const HIROI_HOME: &str = "http://www.nct9.ne.jp/m_hiroi/";

/// Every source, in the order of the sources section.
pub const SOURCES: [Source; 12] = [
    Source {
        id: "suzuki-bitmap",
        short: Text {
            en: "Suzuki, the bitmap in Python",
            ja: "鈴木、ビットマップ Python編",
        },
        author: Text {
            en: "Iichiro Suzuki",
            ja: "鈴木維一郎",
        },
        title: Text {
            en: "Nクイーン問題(42)第七章 ビットマップ Python編 (N-Queens (42), chapter 7: the bitmap, in Python)",
            ja: "Nクイーン問題(42)第七章 ビットマップ Python編",
        },
        titled: true,
        site: Text {
            en: "his blog, series “Nクイーン問題” (suzukiiichiro.github.io)",
            ja: "同氏のブログ、連載「Nクイーン問題」（suzukiiichiro.github.io）",
        },
        url: Some("https://suzukiiichiro.github.io/posts/2023-06-13-05-n-queens-suzuki/"),
        used_for: Text {
            en: "The bitmap search and its names left, down, right, mask, bitmap and bit; the non-recursive version; the steps of the stepper and the lesson.",
            ja: "ビットマップ探索と、その名前 left・down・right・mask・bitmap・bit。再帰を使わない版。ステップ実行とレッスンの手順。",
        },
    },
    Source {
        id: "suzuki-bitmap-c",
        short: Text {
            en: "Suzuki, the bitmap in C",
            ja: "鈴木、ビットマップ C言語編",
        },
        author: Text {
            en: "Iichiro Suzuki",
            ja: "鈴木維一郎",
        },
        title: Text {
            en: "Nクイーン問題(55)第八章 ビットマップ C言語編 (N-Queens (55), chapter 8: the bitmap, in C)",
            ja: "Nクイーン問題(55)第八章 ビットマップ C言語編",
        },
        titled: true,
        site: Text {
            en: "his blog, series “Nクイーン問題” (suzukiiichiro.github.io)",
            ja: "同氏のブログ、連載「Nクイーン問題」（suzukiiichiro.github.io）",
        },
        url: Some("https://suzukiiichiro.github.io/posts/2023-06-28-05-n-queens-suzuki/"),
        used_for: Text {
            en: "The non-recursive bitmap_NR in C with its explicit stack (the arrays left, down, right and bitmap per row), which the stepper and the code panel's C program follow.",
            ja: "C 言語の非再帰版 bitmap_NR と、その明示的なスタック（行ごとの left・down・right・bitmap の配列）。ステップ実行とコード欄の C プログラムはこれに沿っています。",
        },
    },
    Source {
        id: "hiroi-queens",
        short: Text {
            en: "M.Hiroi, N Queens",
            ja: "M.Hiroi、N Queens",
        },
        author: Text {
            en: "Makoto Hiroi (M.Hiroi)",
            ja: "広井誠（M.Hiroi）",
        },
        title: Text {
            en: "N Queens Problem (a page counting N Queens in C)",
            ja: "N Queens Problem（C で N クイーンの解を数えるページ）",
        },
        titled: true,
        site: Text {
            en: "M.Hiroi's Home Page (nct9.ne.jp), where the page is listed",
            ja: "M.Hiroi's Home Page（nct9.ne.jp）。このページはそこから辿れます",
        },
        url: Some(HIROI_HOME),
        used_for: Text {
            en: "Permutations, backtracking with flags and the bit-operation version, with measured times: the rows of the algorithm lab.",
            ja: "順列、フラグを使うバックトラック、ビット演算版とその計測時間：アルゴリズム比較の各行。",
        },
    },
    Source {
        id: "hiroi-bits",
        short: Text {
            en: "M.Hiroi, bit operations",
            ja: "M.Hiroi、ビット操作",
        },
        author: Text {
            en: "Makoto Hiroi (M.Hiroi)",
            ja: "広井誠（M.Hiroi）",
        },
        title: Text {
            en: "整数の論理演算とビット操作 (お気楽C++プログラミング超入門)",
            ja: "整数の論理演算とビット操作（お気楽C++プログラミング超入門）",
        },
        titled: true,
        site: Text {
            en: "M.Hiroi's Home Page (nct9.ne.jp), where the page is listed",
            ja: "M.Hiroi's Home Page（nct9.ne.jp）。このページはそこから辿れます",
        },
        url: Some(HIROI_HOME),
        used_for: Text {
            en: "The bit operations of the bits primer (AND, OR, NOT, shifts, the lowest set bit, counting bits).",
            ja: "ビット演算入門のビット演算（AND・OR・NOT・シフト・最下位のビット・ビットの数え方）。",
        },
    },
    Source {
        id: "comparison",
        short: Text {
            en: "the algorithm comparison",
            ja: "アルゴリズム比較の記事",
        },
        author: Text {
            en: "Author not named in the site's copy",
            ja: "著者名は手元の写しに記載なし",
        },
        title: Text {
            en: "an article measuring N-Queens methods in C++, from brute force to the bitmap with symmetry",
            ja: "ブルートフォースから対称性を使うビットマップまで、N クイーンの手法を C++ で測り比べた記事",
        },
        titled: false,
        site: Text {
            en: "site not recorded",
            ja: "掲載サイトの記録なし",
        },
        url: None,
        used_for: Text {
            en: "Tables of solutions, leaf nodes and times per method; its pruned search with symmetry; the dates of the records table.",
            ja: "手法ごとの解・末端ノード数・時間の表、対称性を使う枝刈り探索、記録表の日付。",
        },
    },
    Source {
        id: "takaken",
        short: Text {
            en: "Takaken",
            ja: "Takaken",
        },
        author: Text {
            en: "Kenichiro Takahashi (Takaken), after Jeff Somers' program",
            ja: "高橋謙一郎（Takaken）、Jeff Somers のプログラムをもとに",
        },
        title: Text {
            en: "Nクイーン問題（解の個数を求める）",
            ja: "Nクイーン問題（解の個数を求める）",
        },
        titled: true,
        site: Text {
            en: "his home page (ic-net.or.jp)",
            ja: "同氏のホームページ（ic-net.or.jp）",
        },
        url: Some("http://www.ic-net.or.jp/home/takaken/nt/queen/index.html"),
        used_for: Text {
            en: "The classic bitmap counter with symmetry, cited by M.Hiroi's page and the algorithm comparison.",
            ja: "対称性を使うビットマップの古典的なカウンタ。M.Hiroi のページとアルゴリズム比較の記事が引用しています。",
        },
    },
    Source {
        id: "oeis-total",
        short: Text {
            en: "OEIS A000170",
            ja: "OEIS A000170",
        },
        author: Text {
            en: "The On-Line Encyclopedia of Integer Sequences",
            ja: "The On-Line Encyclopedia of Integer Sequences",
        },
        title: Text {
            en: "A000170: Number of ways of placing n nonattacking queens on an n X n board",
            ja: "A000170: Number of ways of placing n nonattacking queens on an n X n board（n×n の盤に、互いに取り合わない n 個のクイーンを置く方法の数）",
        },
        titled: true,
        site: Text {
            en: "oeis.org",
            ja: "oeis.org",
        },
        url: Some("https://oeis.org/A000170"),
        used_for: Text {
            en: "The exact total counts of the records table.",
            ja: "記録表の全解の正確な値。",
        },
    },
    Source {
        id: "oeis-unique",
        short: Text {
            en: "OEIS A002562",
            ja: "OEIS A002562",
        },
        author: Text {
            en: "The On-Line Encyclopedia of Integer Sequences",
            ja: "The On-Line Encyclopedia of Integer Sequences",
        },
        title: Text {
            en: "A002562: Number of ways of placing n nonattacking queens on an n X n board (symmetric solutions count only once)",
            ja: "A002562: Number of ways of placing n nonattacking queens on an n X n board (symmetric solutions count only once)（回転・鏡像で重なる解を一つと数えた数）",
        },
        titled: true,
        site: Text {
            en: "oeis.org",
            ja: "oeis.org",
        },
        url: Some("https://oeis.org/A002562"),
        used_for: Text {
            en: "The exact unique counts of the records table.",
            ja: "記録表のユニーク解の正確な値。",
        },
    },
    Source {
        id: "kise2004",
        short: Text {
            en: "Kise et al., 2004",
            ja: "Kise ら（2004）",
        },
        author: Text {
            en: "Kenji Kise, Takahiro Katagiri, Hiroki Honda and Toshitsugu Yuba (The University of Electro-Communications)",
            ja: "吉瀬謙二、片桐孝洋、本多弘樹、弓場敏嗣（電気通信大学）",
        },
        title: Text {
            en: "Solving the 24-queens Problem using MPI on a PC Cluster (Technical Report UEC-IS-2004-6, Graduate School of Information Systems, The University of Electro-Communications, 2004), as cited by Ian Parberry, “The 24x24 Peaceful Queens Problem”",
            ja: "Solving the 24-queens Problem using MPI on a PC Cluster（技術報告 UEC-IS-2004-6、電気通信大学大学院情報システム学研究科、2004年）。Ian Parberry「The 24x24 Peaceful Queens Problem」による引用",
        },
        titled: true,
        site: Text {
            en: "University of North Texas",
            ja: "ノーステキサス大学",
        },
        url: Some("http://www.eng.unt.edu/ian/24queens/"),
        used_for: Text {
            en: "Who first counted n = 24 (2004), on a PC cluster.",
            ja: "n = 24 を最初に数えたのは誰か（2004年、PCクラスタ）。",
        },
    },
    Source {
        id: "proactive2005",
        short: Text {
            en: "the ProActive team at INRIA",
            ja: "INRIA の ProActive チーム",
        },
        author: Text {
            en: "nqueens.de, on the ObjectWeb ProActive team at INRIA (11 June 2005) and the NTU 25Queen Project, which confirmed the count (July 2005)",
            ja: "nqueens.de。INRIA の ObjectWeb ProActive チーム（2005年6月11日）と、その値を確かめた国立台湾大学の NTU 25Queen Project（2005年7月）について",
        },
        title: Text {
            en: "World records for the n queens problem",
            ja: "World records for the n queens problem（Nクイーン問題の世界記録）",
        },
        titled: true,
        site: Text {
            en: "nqueens.de",
            ja: "nqueens.de",
        },
        url: Some("http://nqueens.de/sub/WorldRecord.en.html"),
        used_for: Text {
            en: "Who first counted n = 25 (2005), on a grid of computers.",
            ja: "n = 25 を最初に数えたのは誰か（2005年、計算機グリッド）。",
        },
    },
    Source {
        id: "queens-tud",
        short: Text {
            en: "Queens@TUD",
            ja: "Queens@TUD",
        },
        author: Text {
            en: "The Queens@TUD project, TU Dresden",
            ja: "Queens@TUD プロジェクト（ドレスデン工科大学）",
        },
        title: Text {
            en: "Queens@TUD: The World Record by FPGAs",
            ja: "Queens@TUD: The World Record by FPGAs（FPGA による世界記録）",
        },
        titled: true,
        site: Text {
            en: "TU Dresden",
            ja: "ドレスデン工科大学",
        },
        url: Some("http://queens.inf.tu-dresden.de/"),
        used_for: Text {
            en: "Who first counted n = 26 (finished 11 July 2009), on FPGAs.",
            ja: "n = 26 を最初に数えたのは誰か（2009年7月11日に完了、FPGA）。",
        },
    },
    Source {
        id: "q27",
        short: Text {
            en: "the q27 project",
            ja: "q27 プロジェクト",
        },
        author: Text {
            en: "Thomas B. Preußer and Matthias R. Engelhardt",
            ja: "Thomas B. Preußer、Matthias R. Engelhardt",
        },
        title: Text {
            en: "Q27 Project",
            ja: "Q27 Project",
        },
        titled: true,
        site: Text {
            en: "GitHub",
            ja: "GitHub",
        },
        url: Some("https://github.com/preusser/q27"),
        used_for: Text {
            en: "The count of n = 27, finished in 2016.",
            ja: "2016年に完了した n = 27 の計数。",
        },
    },
];

/// The source named `id`.
pub fn source(id: &str) -> Option<&'static Source> {
    SOURCES.iter().find(|s| s.id == id)
}

/// A piece of a text that cites sources.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part<'a> {
    Text(&'a str),
    Cite(&'static Source),
}

/// `text` cut at its markers `[[id]]` (an unknown id stays as text).
pub fn parts(text: &str) -> Vec<Part<'_>> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("[[") {
        let Some(len) = rest[start + 2..].find("]]") else {
            break;
        };
        let id = &rest[start + 2..start + 2 + len];
        match source(id) {
            Some(s) => {
                if start > 0 {
                    out.push(Part::Text(&rest[..start]));
                }
                out.push(Part::Cite(s));
            }
            None => out.push(Part::Text(&rest[..start + 4 + len])),
        }
        rest = &rest[start + 4 + len..];
    }
    if !rest.is_empty() {
        out.push(Part::Text(rest));
    }
    out
}

/// A source's entry in the sources section, before its link: author, title
/// (quoted when it is one; a description of an untitled article is not)
/// and site.
pub fn entry(s: &Source, lang: Lang) -> String {
    let (author, title, site) = (s.author.get(lang), s.title.get(lang), s.site.get(lang));
    match (lang, s.titled) {
        (Lang::En, true) => format!("{author}, “{title}”, {site}."),
        (Lang::En, false) => format!("{author}, {title} (no title in the site's copy), {site}."),
        (Lang::Ja, true) => format!("{author}「{title}」{site}。"),
        (Lang::Ja, false) => format!("{author}、{title}（手元の写しに題名なし）、{site}。"),
    }
}

/// The name of a source's link: what it opens, in words (never the raw
/// address).
pub fn link_name(s: &Source, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Open {} ({})", s.short.get(lang), s.site_host()),
        Lang::Ja => format!("{}を開く（{}）", s.short.get(lang), s.site_host()),
    }
}

impl Source {
    /// The host of the source's link ("oeis.org"); empty without a link.
    pub fn site_host(&self) -> &'static str {
        self.url.map_or("", |u| {
            let rest = u.split_once("://").map_or(u, |(_, r)| r);
            rest.split('/').next().unwrap_or(rest)
        })
    }
}

/// The anchor of a source's entry in the sources section.
pub fn anchor(s: &Source) -> String {
    format!("src-{}", s.id)
}

/// Where a citation links: the entry on the records page (`here`: the
/// page is the records page itself).
pub fn href(s: &Source, lang: Lang, here: bool) -> String {
    if here {
        format!("#{}", anchor(s))
    } else {
        format!("?view=records&lang={}#{}", lang.code(), anchor(s))
    }
}

/// Where a link to the whole sources section goes (from another page).
pub fn section_href(lang: Lang) -> String {
    format!("?view=records&lang={}#sources", lang.code())
}

/// `text` as HTML: its pieces escaped, each citation a link to its entry
/// (for the pages whose markup is built as a string).
pub fn cite_markup(text: &str, lang: Lang, here: bool) -> String {
    parts(text)
        .into_iter()
        .map(|p| match p {
            Part::Text(t) => crate::format::escape(t),
            Part::Cite(s) => format!(
                r#"<a class="cite" href="{}" data-testid="cite" data-source="{}">{}</a>"#,
                crate::format::escape(&href(s, lang, here)),
                s.id,
                crate::format::escape(s.short.get(lang))
            ),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_become_citations() {
        let p = parts("As [[takaken]] and [[comparison]] show.");
        assert_eq!(
            p,
            vec![
                Part::Text("As "),
                Part::Cite(source("takaken").unwrap()),
                Part::Text(" and "),
                Part::Cite(source("comparison").unwrap()),
                Part::Text(" show."),
            ]
        );
        assert_eq!(
            parts("[[nobody]] x"),
            vec![Part::Text("[[nobody]]"), Part::Text(" x")]
        );
        assert_eq!(parts("plain"), vec![Part::Text("plain")]);
    }

    #[test]
    fn every_source_is_complete_and_named_once() {
        let mut ids: Vec<&str> = SOURCES.iter().map(|s| s.id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), SOURCES.len());
        // Each article cited by its own page, never by a search.
        assert!(SOURCES
            .iter()
            .all(|s| s.url.is_none_or(|u| !u.contains("/search/"))));
        for (id, title, url) in [
            (
                "suzuki-bitmap",
                "Nクイーン問題(42)第七章 ビットマップ Python編",
                "2023-06-13-05",
            ),
            (
                "suzuki-bitmap-c",
                "Nクイーン問題(55)第八章 ビットマップ C言語編",
                "2023-06-28-05",
            ),
        ] {
            let s = source(id).unwrap();
            assert_eq!(s.title.ja, title);
            assert!(s.url.unwrap().contains(url));
        }
        for s in SOURCES {
            for t in [s.short, s.author, s.title, s.site, s.used_for] {
                assert!(!t.en.is_empty() && !t.ja.is_empty(), "{}", s.id);
            }
            assert!(s.url.is_none_or(|u| u.starts_with("http")));
        }
        // Every article the site follows has a link (M.Hiroi's through his
        // home page); only the comparison has no title, and it is not
        // called one.
        for id in ["hiroi-queens", "hiroi-bits", "takaken"] {
            assert!(source(id).unwrap().url.is_some(), "{id}");
        }
        for s in SOURCES {
            for lang in [Lang::En, Lang::Ja] {
                let e = entry(&s, lang);
                assert!(!e.to_lowercase().contains("untitled"), "{e}");
                let name = link_name(&s, lang);
                assert!(!name.contains("http"), "{name}");
            }
        }
        let cmp = source("comparison").unwrap();
        assert!(!cmp.titled);
        assert!(entry(cmp, Lang::En)
            .starts_with("Author not named in the site's copy, an article measuring"));
        assert_eq!(
            link_name(source("q27").unwrap(), Lang::En),
            "Open the q27 project (github.com)"
        );
        assert_eq!(
            link_name(source("hiroi-bits").unwrap(), Lang::Ja),
            "M.Hiroi、ビット操作を開く（www.nct9.ne.jp）"
        );
        assert_eq!(
            href(source("q27").unwrap(), Lang::Ja, false),
            "?view=records&lang=ja#src-q27"
        );
        assert_eq!(href(source("q27").unwrap(), Lang::En, true), "#src-q27");
        assert_eq!(section_href(Lang::Ja), "?view=records&lang=ja#sources");
        assert_eq!(
            cite_markup("a < [[q27]]", Lang::En, true),
            r##"a &lt; <a class="cite" href="#src-q27" data-testid="cite" data-source="q27">the q27 project</a>"##
        );
    }
}
