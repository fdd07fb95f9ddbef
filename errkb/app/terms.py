"""Reading a lookup query: the words that search, without a question's framing, and a Chinese
query in the English words of the entries it describes.

A curated bilingual table for the vocabulary of errors (what fails, how, on what), so `端口被占用`
finds `EADDRINUSE … address already in use` and `找不到 numpy 模块` finds `No module named
'numpy'`. It is read only by `errkb lookup` and the MCP `err_lookup`, never on a hook's path;
the message-level phrases of recognize/wording.py (glibc's, Windows', git's Chinese texts) are
part of it. An optional embedding model was the other choice; a table is measured, offline,
explainable, and has no download (docs/matching.md, "Lookup").
"""

from __future__ import annotations

import re
from functools import cache

from ..recognize.wording import PHRASES

# Chinese → the English phrases an entry may hold for it, `|` between alternatives. Longest terms
# are read first, so a phrase wins over its parts.
TERMS: dict[str, str] = {
    # conditions
    "端口被占用": "address already in use|eaddrinuse|port is already allocated",
    "地址已被使用": "address already in use|eaddrinuse", "已被占用": "already in use|already allocated|conflict",
    "被占用": "in use|allocated", "占用": "in use",
    "权限被拒绝": "permission denied", "权限不足": "permission denied", "没有权限": "permission denied|eacces",
    "权限不够": "permission denied|eacces|eperm", "拒绝访问": "access is denied|access denied",
    "访问被拒绝": "access denied", "连接被拒绝": "connection refused|econnrefused", "被拒绝": "refused|denied",
    "拒绝": "refused|denied", "连接超时": "timed out|etimedout", "超时": "timeout|timed out",
    "无法连接": "could not connect|unable to connect|cannot connect", "无法解析": "could not resolve",
    "解析失败": "could not resolve", "找不到主机": "could not resolve host|unknown host",
    "内存不足": "out of memory|heap space", "内存溢出": "out of memory|outofmemoryerror|heap space",
    "磁盘空间不足": "no space left on device|enospc", "空间不足": "no space left|enospc",
    "段错误": "segmentation fault", "被杀死": "killed", "崩溃": "crash|panic",
    "找不到模块": "cannot find module|no module named|modulenotfounderror|module not found",
    "找不到命令": "command not found", "未找到命令": "command not found", "命令未找到": "command not found",
    "找不到文件": "no such file or directory|file not found", "文件不存在": "no such file or directory|does not exist",
    "目录不存在": "no such file or directory|does not exist", "路径不存在": "cannot find path|no such file",
    "找不到": "not found|cannot find|could not find", "未找到": "not found", "无法找到": "cannot find|could not find",
    "无法访问": "cannot access", "打不开": "cannot open", "无法打开": "cannot open", "无法加载": "could not load|cannot load",
    "无法运行": "cannot execute|failed to execute|cannot run", "无法执行": "cannot execute|failed to execute",
    "无法定位": "unable to locate", "无法导入": "cannot import", "循环导入": "circular import", "未定义": "undefined|not defined",
    "语法错误": "syntax error|syntaxerror", "类型错误": "typeerror|type error", "格式错误": "format error",
    "版本不兼容": "version|incompatible|not supported", "不兼容": "incompatible|not compatible",
    "证书验证失败": "certificate verify failed", "验证失败": "verify failed|verification failed",
    "认证失败": "authentication failed", "登录失败": "login failed", "密码错误": "access denied|password",
    "获取状态锁失败": "acquiring the state lock", "状态锁": "state lock", "获取": "acquire|acquiring",
    "无关的历史": "unrelated histories", "拒绝合并": "refusing to merge", "合并": "merge",
    "不是内部或外部命令": "is not recognized as an internal or external command", "无法识别": "not recognized",
    "空值": "null", "空引用": "null reference",
    # things
    "端口": "port", "地址": "address", "模块": "module", "命令": "command", "文件": "file", "目录": "directory",
    "文件夹": "directory|folder", "路径": "path", "脚本": "script|.sh", "主类": "main class", "类": "class",
    "包": "package", "软件包": "package", "依赖": "dependency|dependencies", "版本": "version", "镜像": "image",
    "容器名称": "container name", "容器": "container", "名称": "name", "仓库": "repository", "分支": "branch",
    "远程": "remote", "证书": "certificate|ssl", "密码": "password", "用户": "user", "主机": "host",
    "域名": "hostname|dns", "网络": "network", "连接": "connection|connect", "数据库": "database", "内存": "memory",
    "磁盘": "disk", "锁": "lock", "方法": "method", "表达式": "expression", "参数": "parameter|argument",
    "头文件": "header|.h", "库": "library", "链接": "link|linker", "符号": "symbol", "变量": "variable",
    "函数": "function", "环境变量": "environment variable", "配置": "config", "格式": "format",
    "进程": "process", "线程": "thread", "信号": "signal", "令牌": "token", "密钥": "key",
    # actions
    "全局安装": "global|-g", "安装": "install", "全局": "global|-g", "卸载": "uninstall", "更新": "update",
    "升级": "upgrade", "运行": "run", "执行": "execute|exec", "启动": "start", "编译": "compile", "构建": "build",
    "推送": "push", "拉取": "pull", "克隆": "clone", "导入": "import", "加载": "load", "下载": "download",
    "上传": "upload", "登录": "login", "创建": "create", "删除": "delete|remove", "写入": "write", "读取": "read",
    "失败": "failed|failure", "错误": "error", "异常": "exception", "警告": "warning",
}
# Framing a question wraps the error in: never a word of the error itself.
ZH_FRAMING = ("怎么办", "怎么解决", "如何解决", "怎么修复", "如何修复", "为什么", "怎么", "如何", "提示", "报错", "出现",
              "总是", "一直", "时候", "的时候", "时", "了", "的", "吗", "呢", "在", "和", "与", "是", "请问", "问题")


@cache
def _table() -> tuple[dict[str, tuple[str, ...]], re.Pattern[str]]:
    table: dict[str, tuple[str, ...]] = {zh: (en,) for zh, en in PHRASES}
    table.update((zh, tuple(en.split("|"))) for zh, en in TERMS.items())
    for framing in ZH_FRAMING:
        table.setdefault(framing, ())
    return table, re.compile("|".join(re.escape(zh) for zh in sorted(table, key=len, reverse=True)))


def in_english(chinese: str) -> tuple[list[tuple[str, ...]], list[str]]:
    """(terms, Chinese left over) of a run of Chinese text: each known term as the English phrases
    that may stand for it, the question's framing dropped, the rest kept for entries written in
    Chinese."""
    table, terms = _table()
    found_terms: list[tuple[str, ...]] = []
    rest: list[str] = []
    at = 0
    for found in terms.finditer(chinese):
        if found.start() > at:
            rest.append(chinese[at:found.start()])
        if table[found.group()]:
            found_terms.append(table[found.group()])
        at = found.end()
    if at < len(chinese):
        rest.append(chinese[at:])
    return found_terms, rest
