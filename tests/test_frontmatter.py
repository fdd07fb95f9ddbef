"""ERRORS.md's front matter is read by ruamel, the one YAML library errkb parses with."""

from __future__ import annotations

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from errkb.kb.frontmatter import read_front_matter


def test_pyyaml_is_never_used(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("PyYAML was used")

    for name in ("load", "safe_load", "full_load", "dump", "safe_dump"):
        monkeypatch.setattr(yaml, name, refuse)
    meta = read_front_matter("---\nid_prefix: BUG_\nid_width: 3\nlabels: zh\nteam: {owners: [ana, li]}\n---\n# ERRORS\n")
    assert meta == {"id_prefix": "BUG_", "id_width": 3, "labels": "zh", "team": {"owners": ["ana", "li"]}}
    assert type(meta["team"]) is dict and type(meta["team"]["owners"]) is list  # plain values, not ruamel's


def test_yaml_1_2_reads_no_as_a_word() -> None:
    """PyYAML (YAML 1.1) read `id_prefix: NO` as False; a team's prefix NO stays NO."""
    assert read_front_matter("---\nid_prefix: NO\n---\n")["id_prefix"] == "NO"


@pytest.mark.parametrize("text", ["# ERRORS\n", "---\n: [\n---\n# x\n", "---\n- a list\n---\n", "---\nno end\n"])
def test_no_or_broken_front_matter_gives_no_settings(text: str) -> None:
    assert read_front_matter(text) == {}


@given(st.text(alphabet=st.sampled_from(list("-:#[]{}'\"!&*| \n\tab1é")), max_size=60))
def test_any_text_gives_a_mapping_and_never_raises(body: str) -> None:
    assert isinstance(read_front_matter("---\n" + body), dict)
