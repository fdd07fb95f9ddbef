"""Field set 4: wget's host lookup in Chinese and English, and tar given what is not a gzip or tar
archive.

Each message is the text of the thread in `src`; only `<<slot>>` parts were generalised. A real host
that DNS cannot resolve is volatile (the fix is the network's, whatever the host); a "host" that is
really a fragment of a broken URL (an error page scraped as a link, an unquoted `&`, a file name
passed as a URL) is the thing that is wrong and makes its own group.
"""

from __future__ import annotations

from fieldspec import G, V

GROUPS = [
    G("wget-dns-cannot-resolve-host", "wget", "runtime-value", "https://github.com/fishros/install/issues/63", [
        "--<<date>> <<time>>--  http://fishros.com/install\n正在解析主机 fishros.com (fishros.com)... 失败：未知的名称或服务。\n"
        "wget: 无法解析主机地址 “fishros.com”",
        V("--<<date>> <<time>>--  https://vm-118-138-240-228.erc.monash.edu.au/cgi-bin/acc.sh?ORG=mmusculus&Submit\n"
          "Resolving vm-118-138-240-228.erc.monash.edu.au (vm-118-138-240-228.erc.monash.edu.au)... failed: Temporary "
          "failure in name resolution.\nwget: unable to resolve host address 'vm-118-138-240-228.erc.monash.edu.au'",
          src="https://github.com/markziemann/dee2/issues/24", locale="en"),
        V("wget: unable to resolve host address ‘dl.google.com’", src="https://github.com/docker-library/openjdk/issues/255",
          locale="en", cmd="docker build -t <<proj>> ."),
        V("wget: unable to resolve host address ‘nas.backup.lurenjia.in’",
          src="https://github.com/LuRenJiasWorld/Auto-Punctuation-Corrector/issues/3", locale="en"),
    ], cmd="wget http://fishros.com/install -O fishros", exit=4, os=("linux",), locale="zh", n=7),
    G("wget-zh-host-from-error-page", "v2rayl", "locale", "https://github.com/jiangxufeng/v2rayL/issues/179", [
        "--<<date>> <<time>>--  http://h1%3Eserver/\n正在解析主机 h1>server (h1>server)... 失败：未知的名称或服务。\n"
        "wget: 无法解析主机地址 “h1>server”\n--<<date>> <<time>>--  http://error/\n正在解析主机 error (error)... "
        "失败：未知的名称或服务。\nwget: 无法解析主机地址 “error”",
    ], cmd="bash v2rayL_install.sh", exit=4, os=("linux",), locale="zh", look="wget-dns-cannot-resolve-host"),
    G("wget-host-from-unquoted-ampersand", "wget", "non-file-path", "https://github.com/meta-llama/llama/issues/1090", [
        "wget: unable to resolve host address '=1418351668788372'",
    ], cmd="bash download.sh", exit=4, os=("linux",), look="wget-zh-host-from-error-page"),
    G("wget-host-is-a-file-name", "oab-java", "non-file-path", "https://github.com/flexiondotorg/oab-java6/issues/104", [
        "--<<date>> <<time>>--  http://jce_policy-6.zip/\nResolving jce_policy-6.zip (jce_policy-6.zip)... failed: Name or "
        "service not known.\nwget: unable to resolve host address `jce_policy-6.zip'",
    ], cmd="sudo ./oab-java.sh", exit=4, os=("linux",), look="wget-host-from-unquoted-ampersand"),
    G("tar-zh-not-a-tar-archive", "tar", "locale", "https://github.com/jiangxufeng/v2rayL/issues/179", [
        "tar: 它似乎不像是一个 tar 归档文件\ntar: 由于前次错误，将以上次的错误状态退出",
    ], cmd="tar -xf /etc/v2rayL/images-v2.0.2.tar", exit=2, os=("linux",), locale="zh"),
    G("tar-gzip-input-not-gzip", "tar", "multiline", "https://github.com/badafans/better-cloudflare-ip/issues/98", [
        "gzip: stdin: not in gzip format\ntar: Child returned status 1\ntar: Error is not recoverable: exiting now",
        V("gzip: stdin: not in gzip format\ntar: Child returned status 1\ntar: Error is not recoverable: exiting now\n"
          "Failed to download core.", src="https://github.com/AdguardTeam/AdGuardHome/issues/1938", tool="adguardhome",
          cmd="curl -s -S -L https://raw.githubusercontent.com/AdguardTeam/AdGuardHome/master/scripts/install.sh | sh -s -- -v",
          cls="wrapper"),
        V("gzip: stdin: not in gzip format\ntar: Child returned status 1\ntar: Error is not recoverable: exiting now",
          src="https://github.com/sunny0826/kubecm/issues/6", cmd="tar -zxvf kubecm.tar.gz"),
    ], cmd="tar -vxf linux.tar.gz", exit=2, look="tar-zh-not-a-tar-archive"),
]
