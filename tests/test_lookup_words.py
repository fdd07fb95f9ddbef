"""`errkb lookup` in plain words and in Chinese: a question's framing does not search, Chinese
terms find the English entries they describe, and a result that holds little of the query says
it is weak.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from errkb.app.lookup import lookup, search_terms
from errkb.cli.main import cli
from errkb.derived.kbase import KnowledgeBase
from errkb.loop.record import record_capture
from errkb.recognize.capture import capture

ERRORS = [
    ("python app.py", "Traceback (most recent call last):\n  File \"app.py\", line 1, in <module>\n"
                      "ModuleNotFoundError: No module named 'requests'"),
    ("python fetch.py", "requests.exceptions.SSLError: HTTPSConnectionPool(host='api.example.com', port=443): Max retries "
                        "exceeded with url: /v1 (Caused by SSLError(SSLCertVerificationError(1, '[SSL: "
                        "CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate')))"),
    ("node server.js", "Error: listen EADDRINUSE: address already in use :::3000"),
    ("cat notes.txt", "cat: notes.txt: No such file or directory"),
    ("./deploy.sh", "bash: ./deploy.sh: Permission denied"),
    ("git push origin main", "error: failed to push some refs to 'https://github.com/acme/shop.git'"),
    ("docker build .", "ERROR: failed to solve: failed to read dockerfile: open Dockerfile: no such file or directory"),
    ("npm run build", "npm ERR! Missing script: \"build\""),
    ("pyenv virtualenv 3.9.1 api", "pyenv-virtualenv: `3.9.1' is not installed in pyenv."),
    ("python setup.py build", "error: Microsoft Visual C++ 14.0 or greater is required. Get it with "
                              "\"Microsoft C++ Build Tools\": https://visualstudio.microsoft.com/visual-cpp-build-tools/"),
]


@pytest.fixture
def filled(kb: KnowledgeBase) -> KnowledgeBase:
    for command, text in ERRORS:
        record_capture(kb, capture(text, command=command))
    return kb


def first_title(kb: KnowledgeBase, query: str) -> str:
    found = lookup(kb, query, limit=3)
    assert found.results, query
    return found.results[0].title


@pytest.mark.parametrize(("query", "expected"), [
    ("python cannot import module", "ModuleNotFoundError"),
    ("how to fix ssl certificate verify failed", "SSLError"),
    ("why does my server say the port is already in use", "EADDRINUSE"),
    ("端口被占用", "EADDRINUSE"),
    ("没有那个文件或目录", "No such file or directory"),
    ("执行脚本权限不够", "Permission denied"),
    ("找不到 requests 模块怎么办", "ModuleNotFoundError"),
    ("npm 缺少 build 脚本", "Missing script"),
    # `missing` is how a person says what a tool calls `not installed`
    ("pyenv-virtualenv cannot create env because base python missing", "is not installed in pyenv"),
])
def test_plain_and_chinese_words_rank_the_entry_they_describe_first(filled: KnowledgeBase, query: str,
                                                                    expected: str) -> None:
    assert expected in first_title(filled, query)


def test_a_name_the_query_writes_with_a_capital_inside_decides(kb: KnowledgeBase) -> None:
    """`AbstractFFTs`, copied as printed, names the one package; `file … missing` is the person's
    own framing, not the condition of the entries that hold it."""
    for command, text in (("julia main.jl", "ERROR: ArgumentError: Package AbstractFFTs not found in current path."),
                          ("julia main.jl", "ERROR: ArgumentError: Package BenchmarkTools not found in current path."),
                          ("helm repo add x y", "Error: couldn't load repositories file (): open : no such file or "
                                                "directory"),
                          ("go build", "ld.exe: cannot find 1: No such file or directory")):
        record_capture(kb, capture(text, command=command))
    assert "AbstractFFTs" in first_title(kb, "julia startup file fails because AbstractFFTs is missing")


def test_everyday_words_for_a_condition_and_its_subject(kb: KnowledgeBase) -> None:
    """What a person says for R's missing package (`not installed`), a port still taken, a JVM's
    class metadata (its metaspace, `元空间`) and its garbage collector giving up."""
    for command, text in (
            ("Rscript report.R", "Error in library(ggplot2) : there is no package called ‘ggplot2’"),
            ("Import-Module posh-ssh", "Import-Module : The specified module 'posh-ssh' was not loaded because no "
                                       "valid module file was found in any module directory."),
            ("julia run.jl", "ERROR: LoadError: ArgumentError: Package CSV not found in current path."),
            ("deno run --allow-net main.ts", "error: Uncaught AddrInUse: Address already in use (os error 98)"),
            ("systemctl restart nginx", "Failed to restart nginx.service: Unit nginx.service not found."),
            ("java -jar app.jar", "java.lang.OutOfMemoryError: Metaspace"),
            ("java -jar app.jar", "java.lang.OutOfMemoryError: GC overhead limit exceeded"),
            ("java -jar app.jar", "java.lang.OutOfMemoryError: Java heap space")):
        record_capture(kb, capture(text, command=command))
    assert "ggplot2" in first_title(kb, "R says ggplot2 isn't installed when loading it")
    assert "AddrInUse" in first_title(kb, "deno server restart: port still taken")
    assert "Metaspace" in first_title(kb, "jvm runs out of class metadata memory")
    assert "Metaspace" in first_title(kb, "java 元空间内存不够")
    assert "GC overhead" in first_title(kb, "java spends its time in garbage collection and gives up")


def test_a_private_name_with_leading_underscores_decides(kb: KnowledgeBase) -> None:
    for command, text in (("fish", "fish: Unknown command 'fish_default_key_bindings' in completion"),
                          ("./deploy.sh", "fish: Unknown command __fish_describe_command")):
        record_capture(kb, capture(text, command=command))
    title = first_title(kb, "fish shell tab completion complains __fish_describe_command unknown")
    assert "__fish_describe_command" in title


def test_a_question_s_framing_does_not_search() -> None:
    terms = search_terms("how to fix ssl certificate verify failed")
    assert not {"how", "to", "fix", "failed"} & {phrase for term in terms for phrase in term}
    assert any("certificate verify failed" in term and "sslcertverificationerror" in term for term in terms)
    (occupied,) = search_terms("端口被占用怎么办")
    assert {"address already in use", "eaddrinuse", "port is already allocated"} <= set(occupied)


def test_no_is_a_word_errors_say(kb: KnowledgeBase) -> None:
    """MySQL's `(using password: NO)` is another error than `(using password: YES)`: the word that
    tells them apart is one a question would also use, so it searches and ranks."""
    for password in ("YES", "NO"):
        record_capture(kb, capture(f"ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: "
                                   f"{password})", command="mysql -u root"))
    assert ("no",) in search_terms("mysql root no password access denied")
    assert first_title(kb, "mysql root no password access denied").endswith("(using password: NO)")
    assert first_title(kb, "mysql root yes password access denied").endswith("(using password: YES)")


def test_a_result_holding_little_of_the_query_is_weak(filled: KnowledgeBase) -> None:
    found = lookup(filled, "push refs rejected because the remote contains work that you do not have")
    assert "failed to push some refs" in found.results[0].title
    weak = lookup(filled, "kubernetes ingress certificate rotation webhook")
    assert weak.results and all(r.weak for r in weak.results)
    assert "weak" in weak.to_json()["results"][0]


def test_the_cli_says_weak(filled: KnowledgeBase, kb_dir: object, runner: CliRunner) -> None:
    result = runner.invoke(cli, ["--kb", str(kb_dir), "lookup", "kubernetes ingress certificate rotation webhook"])
    assert "weak" in result.stdout


def test_a_number_the_message_keeps_decides(kb: KnowledgeBase) -> None:
    """`source option 5` and `source option 6` differ only in the release javac no longer builds
    for; normalize keeps that number, so the query's `5` says which, whatever else it holds."""
    for release in ("5", "6"):
        record_capture(kb, capture(f"[ERROR] Source option {release} is no longer supported. Use 7 or later.",
                                   command="mvn package"))
    record_capture(kb, capture("Error: Could not find or load main class com.acme.Main", command="java -jar app.jar"))
    assert "Source option 5 " in first_title(kb, "maven build says java 5 source level is too old")
    assert "Source option 6 " in first_title(kb, "maven build says java 6 source level is too old")


def test_the_names_a_person_gives_a_tool(kb: KnowledgeBase) -> None:
    """`command prompt` is cmd, whose wording says `not recognized as an internal or external
    command`; `maven` is `mvn`."""
    for command, text in (("make", "'make' is not recognized as an internal or external command,\n"
                                   "operable program or batch file."),
                          ("make", "bash: make: command not found"),
                          ("make", "zsh: command not found: make"),
                          ("mvn package", "[ERROR] Failed to execute goal on project shop: Could not resolve dependencies"),
                          ("gradle build", "FAILURE: Build failed with an exception.")):
        record_capture(kb, capture(text, command=command))
    assert "is not recognized as an internal" in first_title(kb, "windows command prompt has no make program")
    assert "Failed to execute goal" in first_title(kb, "maven build cannot resolve dependencies")


def test_a_script_without_a_signature_an_expired_certificate_and_too_many_files(kb: KnowledgeBase) -> None:
    """Words for three conditions whose messages use other words: a script that is `not digitally
    signed` (not the one a policy disables), a certificate that `ran out`, a watcher with `too many
    files` open (in Chinese `文件太多`)."""
    for command, text in (
            (".\\build.ps1", "File C:\\ci\\build.ps1 cannot be loaded because running scripts is disabled on this system."),
            (".\\build.ps1", "File C:\\ci\\build.ps1 cannot be loaded. The file C:\\ci\\build.ps1 is not digitally signed. "
                             "You cannot run this script on the current system."),
            ("curl https://api.example.org", "curl: (60) SSL certificate problem: certificate has expired"),
            ("curl https://api.example.org", "curl: (60) SSL certificate problem: unable to get local issuer certificate"),
            ("npm start", "Error: EMFILE: too many open files, watch"),
            ("npm start", "Error: ENOSPC: System limit for number of file watchers reached, watch '/srv/app/src'")):
        record_capture(kb, capture(text, command=command))
    assert "not digitally signed" in first_title(kb, "powershell refuses my script because it has no digital signature")
    assert "certificate has expired" in first_title(kb, "https download fails because the site's certificate ran out")
    assert "EMFILE" in first_title(kb, "node 监听文件太多 崩溃了")
    assert "EMFILE" in first_title(kb, "the dev server watches too many files and crashes")
