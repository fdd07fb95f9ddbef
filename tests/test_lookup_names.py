"""Lookup among entries that say the same condition: the name the query says (a program, a quoted
value) decides; a Chinese condition is read as its own English first; a plain `not found` said of
a thing is that thing's condition; a query that quotes a message counts what it quotes. And, for
any text at all, the query reader neither fails nor ranks outside [0, 1].
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from errkb.app.lookup import WEAK, lookup, search_terms, search_words
from errkb.app.synonyms import condition_of, phrases_in, uncamel
from errkb.derived.kbase import KnowledgeBase
from errkb.loop.record import record_capture
from errkb.recognize.capture import capture

# One condition (the command is not there) as five shells and two locales print it.
NOT_FOUND = [
    ("yarn install", "bash: yarn: command not found"),
    ("uni build", "bash: uni: command not found"),
    ("userid", "'userid' is not recognized as an internal or external command,\noperable program or batch file."),
    ("as --version", "'as' is not recognized as an internal or external command,\noperable program or batch file."),
    ("pnpm install", "pnpm : The term 'pnpm' is not recognized as the name of a cmdlet, function, script file, "
                     "or operable program."),
    ("conda activate base", "无法将“conda”项识别为 cmdlet、函数、脚本文件或可运行程序的名称"),
    ("ifconfig", "Absolute path to 'ifconfig' is '/sbin/ifconfig', so running it may require superuser privileges "
                 "(eg. root)."),
    ("python main.py", "Error: Cannot find module 'jimp'"),
    ("python -m venv venv", "python : The term 'python' is not recognized as the name of a cmdlet, function, "
                            "script file, or operable program."),
]


@pytest.fixture
def shells(kb: KnowledgeBase) -> KnowledgeBase:
    for command, text in NOT_FOUND:
        record_capture(kb, capture(text, command=command))
    assert len(kb.index().all()) == len(NOT_FOUND)  # nine entries: none merged into another
    return kb


@pytest.mark.parametrize(("query", "expected"), [
    ("yarn is not recognized as an internal or external command", "yarn"),
    ("'uni' 不是内部或外部命令，也不是可运行的程序", "uni"),
    ("conda not recognized in the vs code terminal", "conda"),
    ("ifconfig command not found", "ifconfig"),
    ("PowerShell 找不到 python 命令", "'python' is not recognized"),
    ("can't find the pnpm command", "pnpm"),
])
def test_the_name_the_query_says_decides_among_entries_of_one_condition(shells: KnowledgeBase, query: str,
                                                                        expected: str) -> None:
    found = lookup(shells, query, limit=3)
    assert found.results and expected in found.results[0].title, [r.title for r in found.results]


# A Chinese condition said as its own English (`找不到路径` is `cannot find path`), not as a wording
# of the same condition (`No such file or directory`).
FILES = [
    ("cd /srv/app", "bash: cd: /srv/app: No such file or directory"),
    ("cd master:\\non\\existing", "cd : Cannot find path 'master:\\non\\existing' because it does not exist."),
    ("make", "make: *** No targets specified and no makefile found.  Stop."),
    ("make all", "main.c:12:10: fatal error: openssl/ssl.h: No such file or directory"),
    ("java -jar api.jar", "错误: 找不到或无法加载主类 C:\\Users\\wei\\api.jar"),
    ("java -jar auth.jar", "Error: Could not find or load main class Human"),
    ("sudo apt update", "E: The repository 'http://localhost:49161/debian unstable Release' does not have a "
                        "Release file.\nN: Updating from such a repository can't be done securely."),
    ("ansible-playbook site.yml", "fatal: [pi.local]: FAILED! => {\"msg\": \"zabbix-release-2.4 update failed\"}"),
    ("Remove-Item .\\out -Recurse", "Remove-Item : Cannot remove item C:\\out\\a.pdf: You do not have sufficient "
                                    "access rights to perform this operation.\n+ CategoryInfo : PermissionDenied"),
]


@pytest.mark.parametrize(("query", "expected"), [
    ("PowerShell 切换目录报找不到路径", "Cannot find path"),
    ("make 没有指明目标并且找不到 makefile", "No targets specified"),
    ("运行 jar 找不到或无法加载主类", "找不到或无法加载主类"),
    ("[ubuntu]apt-get update 失败。出现does not have a Release file.", "repository"),
    ("PermissionDenied when deleting a folder", "Remove-Item"),
])
def test_chinese_conditions_quoted_messages_and_exception_names(kb: KnowledgeBase, query: str, expected: str) -> None:
    for command, text in FILES:
        record_capture(kb, capture(text, command=command))
    found = lookup(kb, query, limit=3)
    assert found.results and expected in found.results[0].title, [r.title for r in found.results]


def test_a_longer_phrase_inside_a_shorter_one_wins() -> None:
    terms = [term for _, term in phrases_in("yarn is not recognized as an internal or external command")[0]]
    assert len(terms) == 1 and "command not found" in terms[0]
    assert not {("internal",), ("external",)} & set(search_terms("yarn is not recognized as an internal or external "
                                                                 "command"))


def test_not_found_said_of_a_thing_is_its_condition_within_a_clause() -> None:
    assert any("command not found" in term for term in search_terms("找不到 python 命令"))
    assert any("no module named" in term for term in search_terms("can't find the numpy module"))
    assert not any("no module named" in term for term in search_terms("numpy cannot be found, module x"))


def test_a_chinese_wording_reads_as_the_condition_a_run_of_its_words_names() -> None:
    assert "command not found" in condition_of("is not recognized as")
    assert condition_of("frobnicated widget") == ("frobnicated widget",)


def test_a_camelcase_condition_reads_as_words_and_as_itself() -> None:
    assert uncamel("PermissionDenied error") == "permission denied PermissionDenied error"
    assert uncamel("IndexError and ModuleNotFoundError") == "IndexError and ModuleNotFoundError"


def test_an_english_conditions_chinese_wordings_rank_but_do_not_search() -> None:
    """A dozen Chinese wordings of `command not found` would be a dozen more posting lists a query reads."""
    assert all(word.isascii() for word in search_words("terraform command not found"))
    assert any(not phrase.isascii() for term in search_terms("terraform command not found") for phrase in term)


_QUERY_TEXT = st.text(st.sampled_from(list("abcdefghiklmnoprstuwxyzABCDEFGHNPRT '\".,:;/-_()[]?!0123456789")
                                      + list("找不到命令路径权限被拒绝端口占用无法识别为，。")), max_size=60)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(query=_QUERY_TEXT)
def test_any_query_is_read_and_ranked_within_bounds(shells: KnowledgeBase, query: str) -> None:
    terms = search_terms(query)
    assert all(term and all(phrase for phrase in term) for term in terms)
    assert all(word for word in search_words(query))
    if not query.strip():
        return
    found = lookup(shells, query, limit=5)
    scores = [r.score for r in found.results if r.via == "search"]
    assert all(0.0 <= s <= 1.0 for s in scores)
    assert scores == sorted(scores, reverse=True)
    assert all(r.weak == (r.score < WEAK) for r in found.results if r.via == "search")


# English messages that Chinese developers retell in their locale's words.
RETOLD = [
    # the same programs failing otherwise, recorded first (a tie goes to them): the Chinese words must decide
    ("git push origin main", "fatal: Authentication failed for 'https://example.com/acme/shop.git/'"),
    ("javac Main.java", "Main.java:3: error: cannot find symbol\n  symbol:   class Foo"),
    ("pip install flask", "ERROR: Could not find a version that satisfies the requirement flask==9.9"),
    ("ssh deploy@web1", "ssh: connect to host web1 port 22: Connection refused"),
    ("./build.sh", "./build.sh: line 3: jq: command not found"),
    ("git push origin main", "error: RPC failed; HTTP 400 curl 22\nfatal: the remote end hung up unexpectedly"),
    ("javac Main.java", "Main.java:5: error: unmappable character (0xE4) for encoding US-ASCII"),
    ("pip install flask", "WARNING: Retrying (Retry(total=0)) after connection broken by 'ReadTimeoutError(...)'\n"
                          "ERROR: HTTPSConnectionPool(host='pypi.org', port=443): Max retries exceeded with url"),
    ("ssh deploy@web1", "@@@ WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED! @@@"),
    ("./build.sh", "bash: ./build.sh: Permission denied"),
]


@pytest.mark.parametrize(("query", "expected"), [
    ("git push 时远端意外挂断了", "RPC failed"),
    ("javac 编码GBK的不可映射字符", "unmappable"),
    ("pip 安装 flask 超过最大重试次数", "Max retries"),
    ("ssh 提示远程主机标识已更改", "IDENTIFICATION"),
    ("build.sh 跑不起来 权限不够", "Permission denied"),
])
def test_chinese_retellings_of_english_messages(kb: KnowledgeBase, query: str, expected: str) -> None:
    for command, text in RETOLD:
        record_capture(kb, capture(text, command=command))
    found = lookup(kb, query, limit=3)
    assert found.results and expected in found.results[0].title, [r.title for r in found.results]


def test_dash_and_ash_say_command_not_found_their_own_way(kb: KnowledgeBase) -> None:
    """`/bin/sh: yarn: not found` (dash, ash, busybox) is the condition `command not found` too, so
    the name the query says decides, as it does among bash's."""
    for command, text in [("python3 -m venv .venv", "bash: python3: command not found"),
                          ("terraform plan", "bash: terraform: command not found"),
                          ("yarn install", "/bin/sh: yarn: not found"),
                          ("yarn build", 'error Command "build" not found.'),  # yarn is there: its script is not
                          ("make", "make: *** No targets specified and no makefile found.  Stop."),
                          ("make all", "main.c:3:10: fatal error: ssl.h: No such file or directory")]:
        record_capture(kb, capture(text, command=command))
    assert "yarn" in lookup(kb, "yarn command not found in alpine").results[0].title
    assert "makefile" in lookup(kb, "make makefile not found").results[0].title


def test_an_errno_name_says_its_condition(kb: KnowledgeBase) -> None:
    """`ECONNREFUSED` is `connection refused` to a person: `redis 被拒绝` finds the refused Redis,
    not a Chinese `拒绝访问` that happens to name the redis service it was starting."""
    record_capture(kb, capture("发生系统错误 5。 拒绝访问。", command="net start redis"))
    record_capture(kb, capture("Error: Redis connection to 127.0.0.1:6379 failed - connect ECONNREFUSED 127.0.0.1:6379",
                               command="node worker.js"))
    record_capture(kb, capture("ssh: connect to host github.com port 22: Connection refused", command="git pull"))
    record_capture(kb, capture("Got permission denied while trying to connect to the Docker daemon socket at "
                               "unix:///var/run/docker.sock", command="docker images"))
    for query in ("连接 redis 6379 被拒绝", "redis connection refused"):
        found = lookup(kb, query, limit=2)
        assert found.results and "ECONNREFUSED" in found.results[0].title, [r.title for r in found.results]


def test_an_identifier_the_query_names_decides_over_condition_words(kb: KnowledgeBase) -> None:
    """`get_info` (a word with `_`, `.` or digits) held by one entry says which error is meant, even
    when the query's condition words (`找不到 … 模块`) are another entry's wording."""
    record_capture(kb, capture("ModuleNotFoundError: No module named 'models'", command="python build.py"))
    record_capture(kb, capture("go: cannot find main module, but found .git/config in /srv/shop", command="go build"))
    record_capture(kb, capture("error[E0433]: failed to resolve: use of undeclared crate or module `get_info`",
                               command="cargo build"))
    found = lookup(kb, "rust 编译 找不到 get_info 模块", limit=2)
    assert found.results and "get_info" in found.results[0].title, [r.title for r in found.results]
