"""Full-text search over the reference: BM25 over title, names, phrasings and body, forgiving typos.

A title match outweighs an alias or keyword match, which outweighs a player's phrasing and
the body. A query word missing from the vocabulary stands for the words it begins ("carr" →
"carrying") and the closest words within a small edit distance ("stagerred" → "staggered").
A query word listed in the synonyms data (resources/reference/synonyms.yaml) also stands for
the reference's own words for it ("last" → "ends", "roof" → "elevated"), weighted a little
lower than the word itself.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from faserip_desk.reference.fuzzy import close_words
from faserip_desk.reference.text import normalize, token_spans, tokens

FIELD_WEIGHTS = {"title": 4.0, "names": 2.5, "phrasings": 1.5, "body": 1.0}
SYNONYM_WEIGHT = 0.8
_K1 = 1.2
_B = 0.75
_SNIPPET = 180
_STOPWORDS = frozenset(
    {"a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "is", "it"}
    | {"of", "on", "or", "the", "to", "what", "with", "can", "i", "my", "when", "how", "do"}
    | {"does", "if", "you", "your", "who", "which", "why", "there", "this", "that"}
    | {"me", "am", "im", "have", "has", "had", "will", "would", "should", "still", "we"}
    | {"our", "they", "them", "their", "he", "him", "his", "she", "her", "did", "was", "so"}
    | {"happens", "happen", "someone", "somebody", "anyone", "get", "gets", "got", "just"}
    | {"work", "works", "really", "ever", "also"}
)


def stem(word: str) -> str:
    """A word without a plural "s" ("ends" → "end", "attacks" → "attack"; "glass" stays)."""
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def search_tokens(text: str) -> list[str]:
    """The words of `text` as the index holds them: case-folded and without plural "s"."""
    return [stem(t) for t in tokens(text)]


@dataclass(frozen=True)
class Document:
    """What the index holds of one topic: its names, players' phrasings and plain body."""

    topic_id: str
    title: str
    body: str
    aliases: Sequence[str] = ()
    keywords: Sequence[str] = ()
    phrasings: Sequence[str] = ()


@dataclass(frozen=True)
class SearchHit:
    """One result: the topic, its score, and a snippet with the matched words' spans.

    `snippet_spans` and `title_spans` are (start, end) offsets into `snippet` and `title`;
    `terms` are the vocabulary words the query matched (after spelling correction).
    """

    topic_id: str
    title: str
    score: float
    snippet: str
    snippet_spans: tuple[tuple[int, int], ...]
    title_spans: tuple[tuple[int, int], ...]
    terms: tuple[str, ...]

    def marked_snippet(self, before: str = "**", after: str = "**") -> str:
        """The snippet with every match wrapped in `before`…`after`."""
        return mark(self.snippet, self.snippet_spans, before, after)


def mark(text: str, spans: Sequence[tuple[int, int]], before: str, after: str) -> str:
    """`text` with each span wrapped in `before` and `after`."""
    out, last = [], 0
    for start, end in sorted(spans):
        out += [text[last:start], before, text[start:end], after]
        last = end
    out.append(text[last:])
    return "".join(out)


@dataclass(frozen=True)
class _Indexed:
    topic_id: str
    title: str
    names: tuple[str, ...]
    body: str
    fields: dict[str, Counter[str]]
    lengths: dict[str, int]


class SearchIndex:
    """A search index over topics: title, aliases and keywords, and the plain body."""

    def __init__(
        self, documents: Iterable[Document], synonyms: Mapping[str, Sequence[str]] | None = None
    ) -> None:
        """Index `documents`; `synonyms` maps a player's word to the reference's words for it."""
        self._docs: list[_Indexed] = []
        for doc in documents:
            names = (*doc.aliases, *doc.keywords)
            fields = {
                "title": Counter(search_tokens(doc.title)),
                "names": Counter(t for n in names for t in search_tokens(n)),
                "phrasings": Counter(t for p in doc.phrasings for t in search_tokens(p)),
                "body": Counter(search_tokens(doc.body)),
            }
            lengths = {k: sum(v.values()) for k, v in fields.items()}
            self._docs.append(
                _Indexed(doc.topic_id, doc.title, tuple(doc.aliases), doc.body, fields, lengths)
            )
        count = max(len(self._docs), 1)
        self._average = {
            f: sum(d.lengths[f] for d in self._docs) / count or 1.0 for f in FIELD_WEIGHTS
        }
        frequency: Counter[str] = Counter()
        for d in self._docs:
            frequency.update(set().union(*(set(c) for c in d.fields.values())))
        self._idf = {t: math.log(1 + (count - n + 0.5) / (n + 0.5)) for t, n in frequency.items()}
        self.vocabulary = frozenset(frequency)
        self._synonyms = {
            stem(normalize(word)): [
                t for w in words for t in search_tokens(w) if t in self.vocabulary
            ]
            for word, words in (synonyms or {}).items()
        }

    def _synonyms_of(self, word: str) -> list[str]:
        """The reference's words for a player's word (also for its -ed form)."""
        for form in (word, word.removesuffix("ed"), word.removesuffix("d")):
            if form in self._synonyms:
                return self._synonyms[form]
        return []

    def expand_query(self, query: str) -> list[list[tuple[str, float]]]:
        """For each query word, the vocabulary words it stands for, with a weight."""
        groups: list[list[tuple[str, float]]] = []
        words = tokens(query)
        for raw in words:
            if raw in _STOPWORDS and len(words) > 1:
                continue
            word = stem(raw)
            group: dict[str, float] = {}
            for synonym in self._synonyms_of(word):
                group[synonym] = SYNONYM_WEIGHT
            if word in self.vocabulary:
                group[word] = 1.0
                groups.append(sorted(group.items()))
                continue
            if len(word) >= 3:
                for w in sorted(v for v in self.vocabulary if v.startswith(word))[:20]:
                    group[w] = max(group.get(w, 0.0), 0.9)
            # the misspelled word as typed, and without its plural "s"
            close = sorted(
                {*close_words(word, self.vocabulary), *close_words(raw, self.vocabulary)},
                key=lambda pair: (pair[1], pair[0]),
            )
            if close:
                best = close[0][1]
                for w, d in close:
                    if d == best:
                        group[w] = max(group.get(w, 0.0), 0.85 if d == 1 else 0.75)
            groups.append(sorted(group.items()))
        return groups

    def _field_score(self, doc: _Indexed, field: str, term: str) -> float:
        tf = doc.fields[field].get(term, 0)
        if not tf:
            return 0.0
        norm = 1 - _B + _B * doc.lengths[field] / self._average[field]
        return self._idf[term] * tf * (_K1 + 1) / (tf + _K1 * norm)

    def search(self, query: str, limit: int = 10) -> list[SearchHit]:
        """The best topics for `query`, best first (empty for an empty or unknown query)."""
        groups = [g for g in self.expand_query(query) if g]
        if not groups:
            return []
        wanted = normalize(query)
        scored: list[tuple[float, _Indexed, set[str]]] = []
        for doc in self._docs:
            score, matched, groups_hit = 0.0, set(), 0
            for group in groups:
                best = 0.0
                for term, weight in group:
                    s = sum(w * self._field_score(doc, f, term) for f, w in FIELD_WEIGHTS.items())
                    if s:
                        matched.add(term)
                        best = max(best, s * weight)
                score += best
                groups_hit += best > 0
            if not score:
                continue
            score *= groups_hit / len(groups)
            if wanted and wanted == normalize(doc.title):
                score += 50.0
            elif wanted and any(wanted == normalize(n) for n in doc.names):
                score += 30.0
            scored.append((score, doc, matched))
        scored.sort(key=lambda item: (-item[0], item[1].title))
        return [self._hit(score, doc, matched) for score, doc, matched in scored[:limit]]

    def _hit(self, score: float, doc: _Indexed, terms: set[str]) -> SearchHit:
        snippet, spans = snippet_for(doc.body, terms)
        title_spans = tuple((s, e) for t, s, e in token_spans(doc.title) if stem(t) in terms)
        return SearchHit(
            doc.topic_id,
            doc.title,
            round(score, 3),
            snippet,
            spans,
            title_spans,
            tuple(sorted(terms)),
        )


def snippet_for(body: str, terms: set[str]) -> tuple[str, tuple[tuple[int, int], ...]]:
    """The stretch of `body` (about 180 characters) with the most matches, and their spans."""
    text = " ".join(body.split())
    words = token_spans(text)
    hits = [(s, e) for t, s, e in words if stem(t) in terms]
    if len(text) <= _SNIPPET:
        return text, tuple(hits)
    best_start, best_count = 0, -1
    for start, _ in hits or [(0, 0)]:
        count = sum(1 for s, _ in hits if start <= s < start + _SNIPPET)
        if count > best_count:
            best_start, best_count = start, count
    begin = max(0, best_start - 40)
    begin = text.rfind(" ", 0, begin) + 1 if begin else 0
    end = min(len(text), begin + _SNIPPET)
    if end < len(text):
        end = text.rfind(" ", begin, end) if " " in text[begin:end] else end
    prefix = "… " if begin else ""
    suffix = " …" if end < len(text) else ""
    snippet = prefix + text[begin:end] + suffix
    shift = len(prefix) - begin
    spans = tuple((s + shift, e + shift) for s, e in hits if begin <= s and e <= end)
    return snippet, spans
