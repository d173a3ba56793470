"""Read the rules reference from `resources/reference/` (works from a wheel too).

Layout: `sections.yaml` lists the sections in order (`id`, `title`); each section is a
folder of the same id holding one Markdown file per topic, read in file-name order. A topic
file opens with YAML front matter between `---` lines::

    ---
    id: held
    title: Held
    aliases: [grabbed, hold]
    keywords: [half speed]
    related: [grappling, stuck]
    rulebook: ["Conditions", "Held"]
    ---
    Markdown body, with [[links]] and {{directives}}.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from importlib.resources.abc import Traversable
from typing import Any

import yaml

from faserip_desk.data_files import parse_bundled_yaml, resources_dir
from faserip_desk.reference.model import ReferenceError, Section, Topic
from faserip_desk.reference.text import slugify

_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_ANCHOR = re.compile(r"\{#([a-z0-9-]+)\}")
_HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*$", re.MULTILINE)
_FIELDS = {"id", "title", "aliases", "keywords", "phrasings", "related", "rules_data", "rulebook"}


def reference_dir() -> Traversable:
    """The bundled `resources/reference/` folder."""
    return resources_dir() / "reference"


def _strings(value: Any, where: str, name: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    if not isinstance(value, list) or not all(isinstance(v, str | int) for v in value):
        raise ReferenceError(f"{where}: `{name}` must be a list of words, found {value!r}")
    return tuple(str(v) for v in value)


def _split_front_matter(text: str, where: str) -> tuple[dict[str, Any], str]:
    if not text.startswith("---"):
        raise ReferenceError(f"{where}: a topic file must start with '---' front matter")
    parts = text.split("\n---", 1)
    if len(parts) != 2:
        raise ReferenceError(f"{where}: the front matter has no closing '---' line")
    head = parts[0].removeprefix("---")
    body = parts[1].split("\n", 1)[1] if "\n" in parts[1] else ""
    try:
        meta = parse_bundled_yaml(head) or {}
    except yaml.YAMLError as exc:
        raise ReferenceError(f"{where}: the front matter is not valid YAML: {exc}") from None
    if not isinstance(meta, dict):
        raise ReferenceError(f"{where}: the front matter must be a mapping")
    return meta, body.strip() + "\n"


def _anchors(body: str) -> tuple[str, ...]:
    found = list(_ANCHOR.findall(body))
    for heading in _HEADING.findall(body):
        found.append(slugify(_ANCHOR.sub("", heading)))
    return tuple(dict.fromkeys(a for a in found if a))


def parse_topic(text: str, section: str, where: str) -> Topic:
    """Read one topic file's text; `where` names the file in error messages."""
    meta, body = _split_front_matter(text, where)
    unknown = set(meta) - _FIELDS
    if unknown:
        raise ReferenceError(
            f"{where}: unknown front matter field(s) {', '.join(sorted(unknown))}; "
            f"expected {', '.join(sorted(_FIELDS))}"
        )
    topic_id = meta.get("id")
    if not isinstance(topic_id, str) or not _ID.match(topic_id):
        raise ReferenceError(
            f"{where}: `id` must be lower-case words joined by '-', not {topic_id!r}"
        )
    title = meta.get("title")
    if not isinstance(title, str) or not title.strip():
        raise ReferenceError(f"{where}: `title` is missing")
    return Topic(
        id=topic_id,
        title=title.strip(),
        section=section,
        body=body,
        aliases=_strings(meta.get("aliases"), where, "aliases"),
        keywords=_strings(meta.get("keywords"), where, "keywords"),
        phrasings=_strings(meta.get("phrasings"), where, "phrasings"),
        related=_strings(meta.get("related"), where, "related"),
        rulebook=_strings(meta.get("rulebook"), where, "rulebook"),
        rules_data=_strings(meta.get("rules_data"), where, "rules_data"),
        anchors=_anchors(body),
        source=where,
    )


def _section_list(root: Traversable) -> list[tuple[str, str]]:
    where = "resources/reference/sections.yaml"
    try:
        data = parse_bundled_yaml((root / "sections.yaml").read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise ReferenceError(f"{where}: {exc}") from None
    entries = data.get("sections") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        raise ReferenceError(f"{where}: expected a `sections:` list")
    result = []
    for entry in entries:
        if not isinstance(entry, dict) or not {"id", "title"} <= set(entry):
            raise ReferenceError(f"{where}: each section needs an id and a title: {entry!r}")
        result.append((str(entry["id"]), str(entry["title"])))
    return result


def read_synonyms(root: Traversable | None = None) -> dict[str, tuple[str, ...]]:
    """A player's word → the reference's words for it, from `synonyms.yaml` (may be absent)."""
    root = root or reference_dir()
    where = "resources/reference/synonyms.yaml"
    file = root / "synonyms.yaml"
    if not file.is_file():
        return {}
    try:
        data = yaml.safe_load(file.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        raise ReferenceError(f"{where}: not valid YAML: {exc}") from None
    entries = data.get("synonyms") if isinstance(data, dict) else None
    if not isinstance(entries, dict):
        raise ReferenceError(f"{where}: expected a `synonyms:` mapping of word to words")
    return {
        str(word).casefold(): _strings(words, where, f"synonyms.{word}")
        for word, words in entries.items()
    }


def _topic_files(folder: Traversable) -> Iterable[Traversable]:
    if not folder.is_dir():
        return []
    return sorted((f for f in folder.iterdir() if f.name.endswith(".md")), key=lambda f: f.name)


def read_reference_files(
    root: Traversable | None = None,
) -> tuple[tuple[Section, ...], tuple[Topic, ...]]:
    """Every section and topic under `root` (default: the bundled reference), in order."""
    root = root or reference_dir()
    sections: list[Section] = []
    topics: list[Topic] = []
    for section_id, section_title in _section_list(root):
        folder = root / section_id
        if not folder.is_dir():
            raise ReferenceError(
                f"resources/reference/sections.yaml: section {section_id!r} has no folder"
            )
        ids = []
        for file in _topic_files(folder):
            where = f"resources/reference/{section_id}/{file.name}"
            topic = parse_topic(file.read_text(encoding="utf-8"), section_id, where)
            topics.append(topic)
            ids.append(topic.id)
        sections.append(Section(section_id, section_title, tuple(ids)))
    return tuple(sections), tuple(topics)
