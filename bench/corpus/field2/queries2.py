"""Lookup queries for field set 2: each in plain words or in Chinese, labelled with the group it must find."""

from __future__ import annotations

from fieldspec import Q

QUERIES = [
]
