"""How a lookup query is read (app/synonyms.py, app/terms.py): a condition in a person's words
finds the entry that says it in the program's, in English or in Chinese; inflections, contractions
and articles do not stop a phrase; a comma does; the ranking prefers the entry that holds what
went wrong, and of two that hold as much, the one whose message the query explains.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from errkb.app.lookup import lookup, search_terms
from errkb.app.synonyms import holds, phrases_in, scan_form, stem
from errkb.derived.kbase import KnowledgeBase
from errkb.loop.record import record_capture
from errkb.recognize.capture import capture

# Everyday errors as the programs print them (one entry each).
EVERYDAY = [
    ("python app.py", "Traceback (most recent call last):\n  File \"app.py\", line 1, in <module>\n"
                      "ModuleNotFoundError: No module named 'requests'"),
    ("node server.js", "Error: listen EADDRINUSE: address already in use :::3000"),
    ("cat notes.txt", "cat: notes.txt: No such file or directory"),
    ("./deploy.sh", "bash: ./deploy.sh: Permission denied"),
    ("pip install tensorflow==1.2", "ERROR: Could not find a version that satisfies the requirement tensorflow==1.2 "
                                    "(from versions: none)\nERROR: No matching distribution found for tensorflow==1.2"),
    ("psql -h localhost", "psql: error: connection to server at \"localhost\" (127.0.0.1), port 5432 failed: "
                          "Connection refused"),
    ("python export.py", "OSError: [Errno 28] No space left on device"),
    ("git clone https://github.com/acme/shop.git", "fatal: unable to access 'https://github.com/acme/shop.git/': "
                                                   "Could not resolve host: github.com"),
    ("terraform plan", "bash: terraform: command not found"),
    ("java -jar app.jar", "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space"),
    ("./a.out", "Segmentation fault (core dumped)"),
    ("curl https://api.example.com/v1", "curl: (28) Operation timed out after 30001 milliseconds with 0 bytes received"),
    ("git merge feature", "CONFLICT (content): Merge conflict in src/app.py\n"
                          "Automatic merge failed; fix conflicts and then commit the result."),
    ("npm install", "npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree"),
    ("python stats.py", "Traceback (most recent call last):\n  File \"stats.py\", line 9, in <module>\n"
                        "IndexError: list index out of range"),
    ("python broken.py", "  File \"broken.py\", line 3\n    def f(:\n          ^\nSyntaxError: invalid syntax"),
]


@pytest.fixture
def everyday(kb: KnowledgeBase) -> KnowledgeBase:
    for command, text in EVERYDAY:
        record_capture(kb, capture(text, command=command))
    return kb


@pytest.mark.parametrize(("query", "expected"), [
    # plain words for a condition the program names otherwise
    ("python can't find the requests module", "No module named"),
    ("node says port 3000 is busy", "EADDRINUSE"),
    ("cat says the file doesn't exist", "cat:"),
    ("not allowed to run deploy.sh, no permission", "Permission denied"),
    ("pip cannot find a version of tensorflow", "tensorflow"),
    ("postgres refused the connection", "Connection refused"),
    ("disk is full while exporting", "No space left"),
    ("dns lookup fails for github.com when cloning", "Could not resolve host"),
    ("terraform isn't on my PATH", "command not found"),
    ("java ran out of memory", "OutOfMemoryError"),
    ("program segfaults", "Segmentation fault"),
    ("curl request took too long", "timed out"),
    ("conflicts after merging the feature branch", "Merge conflict"),
    ("npm peer dependency conflict", "ERESOLVE"),
    ("python list index out of bounds", "IndexError"),
    # Chinese
    ("端口冲突", "EADDRINUSE"),
    ("node 端口已经被占用了怎么办", "EADDRINUSE"),
    ("磁盘已满", "No space left"),
    ("git 克隆时域名解析失败", "Could not resolve host"),
    ("terraform 没有安装", "command not found"),
    ("java 内存溢出", "OutOfMemoryError"),
    ("程序段错误", "Segmentation fault"),
    ("curl 请求超时", "timed out"),
    ("合并分支时出现合并冲突", "Merge conflict"),
    ("npm 依赖冲突", "ERESOLVE"),
    ("python 数组越界", "IndexError"),
    ("python 语法错误", "SyntaxError"),
    ("postgres 连不上 连接被拒绝", "Connection refused"),
    ("运行 deploy.sh 没有权限", "Permission denied"),
    ("cat 文件不存在", "cat:"),
])
def test_a_condition_in_other_words_ranks_its_entry_first(everyday: KnowledgeBase, query: str, expected: str) -> None:
    found = lookup(everyday, query, limit=3)
    assert found.results, query
    assert expected in found.results[0].title, [r.title for r in found.results]


def test_the_condition_outranks_a_shared_number(kb: KnowledgeBase) -> None:
    """`ssh 连接 22 端口被拒绝`: the entry that was refused, not the one that only shares the port
    number (a number is more often a value than what went wrong; the condition is what did)."""
    record_capture(kb, capture("Unable to connect to port 22 on 127.0.0.1", command="walle deploy"))
    record_capture(kb, capture("ssh: connect to host 10.0.0.5 port 2222: Connection refused", command="ssh deploy@10.0.0.5"))
    for query in ("ssh 连接 22 端口被拒绝", "ssh port 22 connection refused"):
        assert "Connection refused" in lookup(kb, query).results[0].title


def test_of_two_that_hold_the_query_the_one_it_explains_comes_first(kb: KnowledgeBase) -> None:
    record_capture(kb, capture("exec /app/deploy.sh: permission denied", command="docker compose up"))
    record_capture(kb, capture("bash: ./deploy.sh: Permission denied", command="./deploy.sh"))
    first = lookup(kb, "permission denied when running ./install.sh").results[0]
    assert "exec" not in first.title


def test_a_board_s_words_and_a_job_taking_too_long(kb: KnowledgeBase) -> None:
    """Flashing firmware in Chinese (`固件`, `区域`, `溢出`) and a job `taking too long` name the
    linker's overflowed region and CI's time limit, not an entry that shares only a verb (`无法打开`,
    adb's `kill-server` hint)."""
    record_capture(kb, capture("arm-none-eabi-ld: region `FLASH' overflowed by 466 bytes", command="make"))
    record_capture(kb, capture("LINK : fatal error LNK1104: 无法打开文件“../lib/solver_d.lib”", command="msbuild"))
    record_capture(kb, capture("The job exceeded the maximum time limit for jobs, and has been terminated.",
                               command="travis-ci"))
    record_capture(kb, capture("adb: device unauthorized.\nTry 'adb kill-server' if that seems wrong.",
                               command="adb shell"))
    assert "overflowed" in lookup(kb, "固件太大 链接时 FLASH 区域溢出").results[0].title
    assert "time limit" in lookup(kb, "travis build killed for taking too long").results[0].title


def test_a_terminal_a_recipe_and_a_service_manager_in_a_person_s_words(kb: KnowledgeBase) -> None:
    """A terminal is a TTY, `配方` bitbake's recipe, `服务控制管理器` the service control manager
    (not `打开` + `服务` + pairs of characters): each finds its entry over one that shares only the
    tool or the verb."""
    assert "tty" in next(term for term in search_terms("there's no terminal") if "terminal" in term)
    assert any("service control manager" in term for term in search_terms("不是管理员 打开服务控制管理器被拒绝"))
    record_capture(kb, capture("ERROR: Nothing PROVIDES 'xerces-c-native' (but virtual:native:/w/x.bb DEPENDS on "
                               "or otherwise requires it).", command="bash build-image.sh"))
    record_capture(kb, capture("make: *** No rule to make target 'libDBoW3.so'.  Stop.", command="make"))
    record_capture(kb, capture("Error: OpenSCManager() failed: Access is denied.", command="node install-service.js"))
    record_capture(kb, capture("OpenService() Failed: 1060", command="sc query"))
    assert "PROVIDES" in lookup(kb, "bitbake 找不到 xerces-c-native 配方").results[0].title
    assert "OpenSCManager" in lookup(kb, "不是管理员 打开服务控制管理器被拒绝").results[0].title


@pytest.mark.parametrize(("query", "english"), [
    ("mac 升级后根目录不能建文件夹", "mkdir"), ("fedora 静态编译找不到 libc", "static"),
    ("zsh 粘贴命令后报换行符附近解析错误", "parse error"), ("mypy 提示 requests 库没有类型存根", "stubs"),
    ("gunicorn 工作进程超时被杀掉", "worker"), ("node 开发服务器 inotify 监听数量到上限", "watches"),
])
def test_a_developer_s_everyday_words_in_chinese(query: str, english: str) -> None:
    assert any(english in term for term in search_terms(query)), search_terms(query)


def test_a_host_name_one_cannot_resolve_is_the_host_s_condition() -> None:
    """`can't resolve my own hostname` says the host condition (not an unresolved import): `own`
    is filler like `my`, and `hostname` is said as `host` too."""
    (resolving,) = [t for t in search_terms("sudo can't resolve my own hostname") if len(t) > 1 and "dns" in t]
    assert "unable to resolve host" in resolving
    assert not any("unresolved import" in term for term in search_terms("sudo can't resolve my own hostname"))


def test_an_entry_printed_in_chinese_is_found_by_a_person_s_chinese(kb: KnowledgeBase) -> None:
    """uni-app prints `文件查找失败` (file lookup failed): `找不到` (cannot find) says that condition,
    and the import it names decides among the entries that say it."""
    for name in ("confetti-ts-canvas", "lottie-miniprogram"):
        record_capture(kb, capture(f"文件查找失败：'{name}' at pages/main/main.vue:3", command="hbuilderx build"))
    record_capture(kb, capture("raco pkg install: cannot find package on catalogs\n  package: pollen",
                               command="raco pkg install pollen"))
    assert "confetti" in lookup(kb, "uniapp 编译找不到 confetti-ts-canvas").results[0].title
    assert any("文件查找失败" in term for term in search_terms("uniapp 编译找不到 confetti-ts-canvas"))


def test_words_find_their_inflections_and_nothing_longer() -> None:
    assert [stem(w) for w in ("files", "denied", "running", "installed", "address", "status", "cv2")] == \
        ["file", "deny", "run", "install", "address", "status", "cv2"]
    assert holds("error: pathspec 'x' did not match any file(s) known to git", "files")
    assert holds("fatal: refusing to merge unrelated histories", "refused")
    assert holds("[ssl: certificate_verify_failed] certificate verify failed", "certificate verify failed")
    assert holds("ssl: certificate_verify_failed", "certificate verify failed")
    assert not holds("filter the output", "file")
    assert not holds("profile loaded", "file")


def test_contractions_and_articles_do_not_break_a_phrase_but_a_comma_does() -> None:
    assert scan_form("terraform isn't on my path") == "terraform is not on path"
    (where, term), = [t for t in phrases_in("terraform isn't on my path")[0] if "command not found" in t[1]]
    assert where > 0
    terms = search_terms("ls: cannot access directory, does not exist")
    assert not any("directory does not exist" in term for term in terms)


def test_a_condition_phrase_still_searches_for_the_thing_it_names() -> None:
    terms = search_terms("port already used by another container")
    assert ("port",) in terms
    assert any("eaddrinuse" in term for term in terms)


def test_an_ambiguous_plain_phrase_reads_every_way_one_way_only() -> None:
    (installed,) = [t for t in search_terms("kubectl not installed") if len(t) > 1]
    assert {"command not found", "no module named"} <= set(installed)
    (missing_command,) = [t for t in search_terms("kubectl command not found") if len(t) > 1]
    assert "no module named" not in missing_command


def test_chinese_framing_goes_and_terms_read_in_english() -> None:
    terms = search_terms("请问 npm 安装时遇到依赖冲突怎么解决")
    phrases = {phrase for term in terms for phrase in term}
    assert {"npm", "install", "eresolve"} <= phrases
    assert not any(len(term) == 1 and not term[0].isascii() for term in terms)  # nothing left as Chinese pairs


def test_lookup_stays_off_the_hook_path(kb: KnowledgeBase, tmp_path: Path) -> None:
    """A hook hit never loads the query reader: its tables cost a hook nothing."""
    record_capture(kb, capture("ls: cannot access '/nope': No such file or directory", command="ls /nope"))
    kb.index()
    payload = {"session_id": "s-1", "transcript_path": str(tmp_path / "t.jsonl"), "cwd": str(tmp_path),
               "hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
               "tool_input": {"command": "ls /nope"},
               "error": "Exit code 2\nls: cannot access '/nope': No such file or directory"}
    code = ("import io, json, sys; from errkb.hosts.hook import run_hook; "
            f"out = io.StringIO(); run_hook('claude', {str(kb.location.path)!r}, io.StringIO({json.dumps(payload)!r}), out); "
            "print(json.dumps([out.getvalue(), sorted(m for m in sys.modules if m.startswith('errkb.app'))]))")
    answer, loaded = json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                               check=True).stdout)
    assert "E-0001 seen before" in answer  # the hook did answer from the KB
    assert not {"errkb.app.lookup", "errkb.app.ranking", "errkb.app.synonyms", "errkb.app.terms"} & set(loaded)


# Errors printed in Chinese by localized tools (glibc's, git's, apt's, javac's texts).
IN_CHINESE = [
    ("mkdir /srv/data", "mkdir: 无法创建目录 \"/srv/data\": 文件已存在"),
    ("git status", "fatal: 不是 git 仓库（或者任何父目录）：.git"),
    ("sudo apt install jq", "E: 无法获得锁 /var/lib/dpkg/lock-frontend - open (11: 资源暂时不可用)"),
    ("rm build", "rm: 无法删除 'build': 是一个目录"),
    ("javac Main.java", "Main.java:3: 错误: 找不到符号\n        Foo f = new Foo();\n  符号:   类 Foo"),
    ("ssh deploy@10.0.0.1", "ssh: connect to host 10.0.0.1 port 22: 连接超时"),
]


@pytest.mark.parametrize(("query", "expected"), [
    ("mkdir 无法创建目录 文件已存在", "mkdir"),
    ("git 不是 git 仓库", "git"),
    ("apt 无法获得锁", "lock-frontend"),
    ("rm 删除 是一个目录", "rm:"),
    ("javac 找不到符号 Foo", "javac"),
    ("ssh 连接超时", "ssh"),
    ("cannot remove build, it is a directory", "rm:"),
    ("ssh connection timed out", "ssh"),
])
def test_an_entry_written_in_chinese_is_found_in_either_language(kb: KnowledgeBase, query: str, expected: str) -> None:
    for command, text in IN_CHINESE:
        record_capture(kb, capture(text, command=command))
    found = lookup(kb, query, limit=3)
    assert found.results and expected in found.results[0].title, [r.title for r in found.results]


@pytest.mark.parametrize(("query", "said"), [
    ("端口被别的程序占了", "in use"),  # colloquial: `占了` (taken), not `占用`
    ("端口被别的程序占了", "another process"),
    ("docker 没装", "not installed"),  # `没装`, short for `没安装`
    ("写文件时提示磁盘没有空间了", "no space left on device"),  # `没有空间`: there is no space
    ("编译时进程被系统杀掉 内存不够", "out of memory"),  # `内存不够`: not enough memory
    ("编译时进程被系统杀掉 内存不够", "killed"),  # `杀掉`, as `杀死`
    ("手机没有授权这台电脑的 USB 调试", "unauthorized"),  # adb's `device unauthorized`
])
def test_everyday_chinese_says_the_condition(query: str, said: str) -> None:
    assert any(said in term for term in search_terms(query)), search_terms(query)


def test_a_key_exchange_a_cipher_and_a_certificate_chain_in_chinese(kb: KnowledgeBase) -> None:
    """`密钥交换` is ssh's key exchange and `加密算法` its cipher, not another tool's `no … matching`;
    `证书链` is the certificate chain a self-signed certificate sits in."""
    record_capture(kb, capture("Unable to negotiate with 10.0.0.5 port 22: no matching key exchange method found. "
                               "Their offer: diffie-hellman-group1-sha1", command="ssh admin@10.0.0.5"))
    record_capture(kb, capture("Unable to negotiate with 10.0.0.5 port 22: no matching cipher found. "
                               "Their offer: aes128-cbc,3des-cbc", command="ssh admin@10.0.0.5"))
    record_capture(kb, capture("No installed package found matching input criteria.", command="winget upgrade x"))
    assert "key exchange" in lookup(kb, "ssh 登录交换机提示 密钥交换不匹配").results[0].title
    assert "cipher" in lookup(kb, "ssh 找不到匹配的加密算法 cbc").results[0].title
    assert any("in certificate chain" in term for term in search_terms("curl 报证书链中有自签名证书 错误 60"))
