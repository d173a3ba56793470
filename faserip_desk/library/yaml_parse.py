"""The YAML parser behind `yaml_source`: every key's and list item's line, duplicate keys,
malformed YAML as a `LibraryError` with its line. Imported only when a file is parsed (files
unchanged since the last start come parsed from the disk cache, `document_cache`)."""

from __future__ import annotations

import yaml

from faserip_desk.library.errors import LibraryError
from faserip_desk.library.yaml_source import LONG_TEXTS, PathKey, YamlDocument
from faserip_desk.safe_read import check_values
from faserip_desk.safe_yaml import BoundedLoader


class LineLoader(BoundedLoader):
    """The app's bounded safe YAML loader (see `faserip_desk.safe_read.BoundedLoader`)."""


def _walk(node: yaml.Node, prefix: PathKey, doc: YamlDocument, seen: set[int]) -> None:
    if id(node) in seen:  # aliases may point back; walk each node once
        return
    seen.add(id(node))
    if isinstance(node, yaml.MappingNode):
        names: set[str] = set()
        for key_node, value_node in node.value:
            name = str(key_node.value) if isinstance(key_node, yaml.ScalarNode) else "?"
            path = (*prefix, name)
            if name in names and name != "<<":
                doc.duplicates.append((path, key_node.start_mark.line + 1))
            names.add(name)
            doc.lines.setdefault(path, key_node.start_mark.line + 1)
            _record_block(value_node, path, doc)
            _walk(value_node, path, doc, seen)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            path = (*prefix, str(index))
            doc.lines.setdefault(path, item.start_mark.line + 1)
            _walk(item, path, doc, seen)


def _record_block(node: yaml.Node, path: PathKey, doc: YamlDocument) -> None:
    """For a block scalar (``|`` or ``>``), remember the line of its first content line."""
    if isinstance(node, yaml.ScalarNode) and node.style in ("|", ">"):
        doc.block_starts[path] = node.start_mark.line + 2
    elif isinstance(node, yaml.ScalarNode):
        doc.block_starts[path] = node.start_mark.line + 1


def parse_documents(text: str, path: str) -> list[YamlDocument]:
    """Parse every document of `text`; `path` is only used in messages."""
    try:
        loader = LineLoader(text)
    except yaml.YAMLError as exc:
        raise LibraryError(path, f"malformed YAML: {exc}".replace("\n", " ")) from None
    docs: list[YamlDocument] = []
    try:
        while loader.check_node():
            node = loader.get_node()
            if node is None:  # pragma: no cover - check_node said there is one
                break
            doc = YamlDocument(path=path, data=None, line=node.start_mark.line + 1)
            _walk(node, (), doc, set())
            if doc.duplicates:
                dup_path, dup_line = doc.duplicates[0]
                raise LibraryError(
                    path,
                    "the key appears twice in one mapping",
                    line=dup_line,
                    field=list(dup_path),
                )
            doc.data = loader.construct_document(node)
            bad = check_values(doc.data, long_texts=LONG_TEXTS)
            if bad is not None:
                raise doc.error(bad[0], bad[1])
            docs.append(doc)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        what = " ".join(p for p in (exc.context, exc.problem) if p)
        start = exc.context_mark
        if start is not None and mark is not None and start.line != mark.line:
            what += f" (the part that is not closed starts on line {start.line + 1})"
        raise LibraryError(path, f"malformed YAML: {what or exc}", line=line) from None
    except yaml.reader.ReaderError as exc:
        line = text.count("\n", 0, exc.position) + 1
        raise LibraryError(
            path, f"malformed YAML: {exc.reason} ({exc.character!r})", line=line
        ) from None
    except yaml.YAMLError as exc:
        raise LibraryError(path, f"malformed YAML: {exc}".replace("\n", " ")) from None
    except (ValueError, TypeError, OverflowError, RecursionError, AttributeError) as exc:
        # e.g. a timestamp such as 2026-13-45 or an unhashable mapping key
        raise LibraryError(path, f"malformed YAML: {str(exc)[:200]}") from None
    finally:
        loader.dispose()
    return docs
