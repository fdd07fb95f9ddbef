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

from ..recognize.chinese import PHRASES
from .synonyms import condition_of, is_condition

# Chinese → the English phrases an entry may hold for it, `|` between alternatives; an English
# phrase that says a condition (app/synonyms.py) brings the other phrases of that condition. The
# longest term is read first, so a phrase wins over its parts. Grouped by what they name.
TERMS: dict[str, str] = {
    # the file system
    "没有那个文件或目录": "no such file or directory", "没有这样的文件或目录": "no such file or directory",
    "文件或目录不存在": "no such file or directory", "找不到文件": "no such file or directory|file not found",
    "文件找不到": "file not found|no such file", "文件不存在": "no such file or directory|does not exist",
    "找不到指定的文件": "cannot find the file", "找不到该文件": "file not found",
    "目录不存在": "no such file or directory|does not exist", "文件夹不存在": "no such file or directory|does not exist",
    "路径不存在": "cannot find path|no such file|does not exist", "找不到路径": "cannot find path",
    "找不到目录": "no such directory|cannot find path", "不是目录": "not a directory", "是一个目录": "is a directory",
    "目录非空": "directory not empty", "目录不为空": "directory not empty", "文件已存在": "file exists",
    "已经存在": "already exists", "已存在": "already exists",
    "权限被拒绝": "permission denied", "权限不足": "permission denied", "没有权限": "permission denied",
    "权限不够": "permission denied", "无权限": "permission denied", "无权访问": "permission denied|access denied",
    "权限问题": "permission denied", "权限错误": "permission denied", "需要管理员权限": "permission denied|administrator",
    "拒绝访问": "access is denied|access denied",
    "访问被拒绝": "access denied", "不允许的操作": "operation not permitted", "操作不允许": "operation not permitted",
    "不允许操作": "operation not permitted", "操作不被允许": "operation not permitted", "不允许": "not permitted|not allowed",
    "只读文件系统": "read-only file system", "只读": "read-only|read only",
    "磁盘已满": "no space left on device", "磁盘满了": "no space left on device", "磁盘空间不足": "no space left on device",
    "空间不足": "no space left on device", "设备上没有空间": "no space left on device", "没有剩余空间": "no space left",
    "没有空间": "no space left on device", "磁盘不够": "no space left on device",
    "硬盘满了": "no space left on device", "打开的文件过多": "too many open files",
    "文件过多": "too many open files", "文件太多": "too many open files", "文件名过长": "file name too long",
    "被另一个进程使用": "being used by another process", "正在使用": "being used|in use", "被占用的文件": "file in use",
    "设备或资源忙": "device or resource busy", "文件被锁定": "file is locked",
    # processes and memory
    "内存不足": "out of memory", "内存溢出": "out of memory", "内存耗尽": "out of memory", "爆内存": "out of memory",
    "内存不够": "out of memory", "内存不够用": "out of memory", "内存爆了": "out of memory",
    "无法分配内存": "cannot allocate memory", "堆内存": "heap space|heap", "元空间": "metaspace", "永久代": "permgen",
    "垃圾回收": "garbage collection|gc", "内存泄漏": "memory leak|leak",
    "段错误": "segmentation fault", "核心已转储": "core dumped", "吐核": "core dumped",
    "已杀死": "killed", "被杀死": "killed", "被杀掉": "killed", "被杀": "killed", "杀死": "kill|killed", "杀掉": "kill|killed",
    "已放弃": "aborted", "管道破裂": "broken pipe", "断开的管道": "broken pipe", "栈溢出": "stack overflow",
    "堆栈溢出": "stack overflow", "递归": "recursion", "资源暂时不可用": "resource temporarily unavailable",
    "参数列表过长": "argument list too long", "可执行文件格式错误": "exec format error", "格式错误": "format error",
    "崩溃": "crash|panic", "闪退": "crash", "卡住": "hang|hung|stuck|timeout", "无响应": "not responding|hang",
    "死锁": "deadlock", "中断": "interrupted", "终止": "terminated", "退出码": "exit code|exit status",
    "退出代码": "exit code|exit status", "返回码": "exit code|return code", "退出": "exit|exited",
    # commands and modules
    "没有安装": "not installed", "未安装": "not installed", "没安装": "not installed", "没装": "not installed",
    "没有装": "not installed", "安装了": "installed",
    "找不到命令": "command not found", "未找到命令": "command not found", "命令未找到": "command not found",
    "命令不存在": "command not found", "命令找不到": "command not found", "未知命令": "unknown command",
    "无法识别的命令": "command not found", "不是内部或外部命令": "is not recognized as an internal or external command",
    "无法识别": "not recognized", "项识别为": "is not recognized as",
    "找不到模块": "no module named", "模块找不到": "no module named", "未找到模块": "no module named",
    "模块不存在": "no module named", "缺少模块": "no module named", "没有名为": "no module named",
    "没有模块": "no module named", "无法导入": "cannot import", "导入失败": "cannot import|importerror",
    "导入错误": "importerror", "循环导入": "circular import", "循环引用": "circular import|circular",
    "未解析的导入": "unresolved import", "无法解析导入": "unresolved import",
    "找不到或无法加载主类": "could not find or load main class", "找不到主类": "could not find or load main class",
    "找不到类": "class not found", "类找不到": "class not found", "类未找到": "class not found",
    "类文件版本": "class file version", "找不到符号": "cannot find symbol", "未定义的引用": "undefined reference",
    "未定义的符号": "undefined symbol", "未定义": "not defined", "未声明": "undeclared", "没有定义": "not defined",
    "重复定义": "multiple definition|redefinition|already defined", "找不到头文件": "no such file or directory|header",
    # packages and dependencies
    "找不到包": "package not found", "找不到软件包": "unable to locate package", "无法定位软件包": "unable to locate package",
    "没有可用的软件包": "no available formula|unable to locate package", "没有可用": "no available|not available",
    "包不存在": "package not found", "未找到包": "package not found", "找不到版本": "no matching version",
    "依赖冲突": "dependency conflict", "依赖关系冲突": "dependency conflict", "依赖问题": "dependency conflict",
    "无法解析依赖": "dependency conflict", "版本冲突": "dependency conflict|version conflict",
    "版本不兼容": "incompatible|version", "版本不匹配": "version mismatch|incompatible", "不兼容": "incompatible",
    "不支持": "not supported|unsupported", "外部管理的环境": "externally-managed-environment",
    # networks
    "端口被占用": "address already in use", "端口已被占用": "address already in use", "端口占用": "address already in use",
    "端口冲突": "address already in use", "端口已被使用": "address already in use", "端口被使用": "address already in use",
    "地址已被使用": "address already in use", "地址已在使用": "address already in use", "已被占用": "already in use|in use",
    "被占用": "already in use|in use", "占用": "in use", "被占了": "already in use|in use",
    "占了": "already in use|in use", "占着": "already in use|in use", "被占着": "already in use|in use",
    "别的程序": "another process|another program",
    "其他程序": "another process|another program", "已被分配": "already allocated", "已被使用": "already in use|in use",
    "连接被拒绝": "connection refused", "连接被拒": "connection refused", "拒绝连接": "connection refused",
    "积极拒绝": "actively refused", "被拒绝": "refused|denied|rejected", "拒绝": "refused|denied|rejected",
    "连接超时": "timed out", "请求超时": "timed out", "超时": "timed out", "连接被重置": "connection reset",
    "连接重置": "connection reset", "无法连接": "could not connect|unable to connect|cannot connect|connection refused",
    "连不上": "could not connect|connection refused", "网络不可达": "network is unreachable",
    "没有到主机的路由": "no route to host", "无法解析主机": "could not resolve host", "找不到主机": "could not resolve host",
    "域名解析失败": "could not resolve host", "解析域名失败": "could not resolve host", "无法解析域名": "could not resolve host",
    "名称或服务未知": "name or service not known", "未知的名称或服务": "name or service not known",
    "域名解析": "name resolution", "无法解析": "could not resolve host|can't resolve|unresolved",
    "解析失败": "could not resolve host|can't resolve",
    "未解析": "unresolved|could not resolve",
    "证书验证失败": "certificate verify failed", "证书校验失败": "certificate verify failed",
    "证书错误": "certificate verify failed", "证书无效": "certificate verify failed", "证书不受信任": "certificate verify failed",
    "自签名证书": "self signed certificate|self-signed certificate", "证书过期": "certificate has expired",
    "证书已过期": "certificate has expired", "证书链中": "in certificate chain", "证书链": "certificate chain",
    "密钥交换": "key exchange", "加密算法": "cipher", "主机密钥类型": "host key type",
    "认证失败": "authentication failed", "身份验证失败": "authentication failed", "鉴权失败": "authentication failed",
    "登录失败": "authentication failed", "密码错误": "access denied|password", "用户名或密码错误": "authentication failed",
    "未授权": "unauthorized", "没有授权": "unauthorized", "没授权": "unauthorized", "禁止访问": "forbidden",
    "请求过多": "too many requests", "限流": "rate limit",
    "验证失败": "verify failed|verification failed|authentication failed", "主机密钥验证失败": "host key verification failed",
    # version control
    "合并冲突": "merge conflict", "冲突": "conflict", "推送被拒绝": "rejected|failed to push", "推送失败": "failed to push",
    "非快进": "non-fast-forward", "拒绝合并无关的历史": "refusing to merge unrelated histories",
    "无关的历史": "unrelated histories", "拒绝合并": "refusing to merge", "可疑的所有权": "dubious ownership",
    "所有权": "ownership|owner", "所有者": "owner|ownership", "不安全的仓库": "unsafe repository|dubious ownership",
    "分离头指针": "detached head", "游离": "detached", "不匹配": "did not match any|does not match|mismatch",
    # languages
    "语法错误": "syntax error", "语法有误": "syntax error", "无效的语法": "invalid syntax", "缩进错误": "indentationerror",
    "类型错误": "typeerror", "值错误": "valueerror", "键错误": "keyerror", "属性错误": "attributeerror",
    "没有属性": "has no attribute", "没有该属性": "has no attribute", "数组越界": "index out of range",
    "下标越界": "index out of range", "索引越界": "index out of range", "越界": "out of range|out of bounds",
    "除以零": "division by zero", "除零": "division by zero", "空指针": "null pointer", "空引用": "null reference",
    "空值": "null", "编码错误": "encoding error", "解码错误": "decode error", "乱码": "encoding|decode",
    "未捕获的异常": "uncaught|unhandled", "致命错误": "fatal error", "严重错误": "fatal",
    "获取状态锁失败": "acquiring the state lock", "状态锁": "state lock", "无法获取锁": "could not get lock",
    "获取锁失败": "could not get lock", "被锁定": "locked", "锁定": "lock|locked",
    # containers
    "不断重启": "crashloopbackoff|restarting", "反复重启": "crashloopbackoff|restarting",
    "拉取镜像失败": "failed to pull|pull access denied", "镜像不存在": "repository does not exist|image not found",
    # shells, cmd and PowerShell (zh-CN wordings and how people retell them)
    "切换目录": "cd|change directory|set-location|chdir", "进入目录": "cd|change directory|set-location",
    "改变目录": "cd|change directory", "无法识别为": "is not recognized as", "识别为": "recognized as",
    "找不到驱动器": "cannot find drive", "驱动器不存在": "cannot find drive|drive|does not exist", "驱动器": "drive",
    "盘符": "drive", "禁止运行脚本": "running scripts is disabled", "执行策略": "execution policy|executionpolicy",
    "无法加载文件": "cannot be loaded|could not load", "找不到与参数名称匹配的参数": "parameter cannot be found",
    "脚本文件": "script file|script", "可运行程序": "operable program", "批处理文件": "batch file",
    "找不到指定的模块": "the specified module could not be found|dll load failed",
    "找不到指定的程序": "the specified procedure could not be found",
    "文件名或扩展名太长": "filename or extension is too long|file name too long", "目录不是空的": "directory not empty",
    "设备未就绪": "device is not ready", "参数错误": "parameter is incorrect|invalid argument",
    "远程主机强迫关闭了一个现有的连接": "forcibly closed by the remote host|connection reset",
    "对路径的访问被拒绝": "access to the path|access denied", "的访问被拒绝": "access to|access denied",
    "强迫关闭": "forcibly closed|connection reset", "连接尝试失败": "connection attempt failed|timed out",
    "没有正确答复": "did not properly respond|timed out",
    # build tools and compilers
    "没有指明目标并且找不到": "no targets specified and no makefile found",
    "没有指明目标": "no targets specified", "没有规则可制作目标": "no rule to make target",
    "没有规则可以创建": "no rule to make target", "没有规则": "no rule to make target", "目标": "target",
    "主模块": "main module", "找不到主模块": "cannot find main module", "主函数": "main function|main",
    "尚未声明": "not declared|was not declared in this scope", "未在此作用域中声明": "was not declared in this scope",
    "链接错误": "linker error|undefined reference|ld returned", "链接失败": "linker error|ld returned|link failed",
    "程序包不存在": "package does not exist", "程序包": "package", "无效的目标发行版": "invalid target release",
    "不支持的发行版本": "unsupported release|invalid source release", "类文件具有错误的版本": "class file has wrong version",
    "找不到满足要求的版本": "could not find a version that satisfies", "没有匹配的发行版": "no matching distribution",
    # package managers
    "无法获得锁": "could not get lock", "无法获取锁文件": "could not get lock|unable to acquire",
    "没有可安装候选": "has no installation candidate", "未满足的依赖关系": "unmet dependencies",
    "有未满足的依赖": "unmet dependencies", "依赖关系被破坏": "broken packages|unmet dependencies",
    "保持现状": "held broken packages", "没有公钥": "no_pubkey|public key is not available",
    "公钥不可用": "no_pubkey|public key is not available", "签名无效": "invalid signature|signatures were invalid",
    "没有 release 文件": "does not have a release file", "没有release文件": "does not have a release file",
    "发布文件": "release file", "软件源": "repository|sources.list|mirror", "资源": "resource",
    # networks and services
    "网络错误": "network error|connection failed|connectionerror|http error|could not connect",
    "网络异常": "network error|connection failed|connectionerror|could not connect",
    "网络问题": "network error|connection failed|could not connect", "网络连接失败": "connection failed|could not connect",
    "握手失败": "handshake failed|ssl handshake", "连接已重置": "connection reset", "连接断开": "connection reset|disconnected",
    "断开连接": "disconnected|connection reset|connection closed", "连接已关闭": "connection closed",
    "请求失败": "request failed", "响应超时": "timed out", "服务没启动": "is the server running|not running",
    "服务未启动": "is the server running|not running", "没有运行": "not running|is the server running",
    "未运行": "not running|is the server running", "没启动": "not running|not started", "没有启动": "not running|not started",
    "连接数过多": "too many connections", "卡死": "hang|stuck|freeze|not responding", "没反应": "not responding|hang",
    # databases
    "表不存在": "doesn't exist|relation does not exist|no such table", "数据库不存在": "unknown database|does not exist",
    "列不存在": "unknown column|column does not exist", "字段不存在": "unknown column|column does not exist",
    "主键冲突": "duplicate entry|duplicate key|unique constraint", "唯一约束": "unique constraint|duplicate key",
    "用户访问被拒绝": "access denied for user", "拒绝用户": "access denied for user",
    # GPUs, version control, environments
    "显存不足": "cuda out of memory|out of memory", "显存": "gpu memory|cuda", "显卡": "gpu|cuda",
    "未跟踪的文件": "untracked", "将被合并覆盖": "would be overwritten by merge", "本地更改": "local changes",
    "没有上游分支": "has no upstream branch", "上游分支": "upstream", "更新被拒绝": "updates were rejected",
    "未设置": "not set|is not set", "没有设置": "not set|is not set", "超出": "exceeded", "达到上限": "limit|exceeded",
    # coreutils, bash and the C library in zh_CN
    "无法获取文件状态": "cannot stat", "的文件状态": "cannot stat", "文件状态": "stat", "更改权限": "changing permissions",
    "修改权限": "changing permissions|chmod", "参数太多": "too many arguments", "未绑定的变量": "unbound variable",
    "未预期的文件结尾": "unexpected end of file", "未预期的符号": "syntax error near unexpected token",
    "坏的解释器": "bad interpreter", "错误的解释器": "bad interpreter", "没有那个进程": "no such process",
    "文本文件忙": "text file busy", "跨设备链接": "invalid cross-device link",
    "符号链接的层数过多": "too many levels of symbolic links", "交叉编译": "cross compile|cross-compile|cross",
    "只读文件": "read-only|readonly", "拥有的文件": "owned files|root-owned",
    "没有足够的访问权限": "sufficient access rights|access denied", "访问权限": "access rights|permission",
    # git, yum, docker and runtimes in zh_CN
    "无法推送一些引用": "failed to push some refs", "自动合并失败": "automatic merge failed",
    "未匹配任何": "did not match any", "仓库未找到": "repository not found", "仓库不存在": "repository does not exist",
    "无法读取远程仓库": "could not read from remote repository", "未提交的更改": "uncommitted changes|local changes",
    "工作区": "working tree", "检出": "checkout", "暂存": "stash|staged", "无须任何处理": "nothing to do",
    "没有在运行": "is not running|not running", "不在运行": "is not running|not running",
    "代理没开": "proxy|connection refused", "代理未开启": "proxy|connection refused",
    "找不到函数": "cannot find function", "找不到匹配的版本": "no matching distribution|could not find a version",
    "不可调用": "is not callable", "不可迭代": "is not iterable", "不可下标": "is not subscriptable",
    "缺少参数": "missing required argument|missing 1 required positional argument",
    "递归深度": "maximum recursion depth", "类型转换异常": "classcastexception",
    "不是函数": "is not a function", "不是构造函数": "is not a constructor",
    "无法读取未定义的属性": "cannot read properties of undefined", "未处理的": "unhandled",
    # more zh-CN wordings: ssh/git/dns, pip/conda, node, javac, Windows, HTTP, Go, MySQL
    "远端意外挂断了": "the remote end hung up unexpectedly", "意外挂断": "hung up unexpectedly",
    "远程主机标识已更改": "remote host identification has changed", "主机不可达": "host unreachable|no route to host",
    "无法建立连接": "could not connect|unable to connect", "连接被关闭": "connection closed",
    "域名解析暂时失败": "temporary failure in name resolution", "名称解析暂时失败": "temporary failure in name resolution",
    "证书问题": "ssl certificate problem|certificate", "无法安装软件包": "could not install packages",
    "读取超时": "read timed out|read timeout", "超过最大重试次数": "max retries exceeded", "连接池": "connectionpool",
    "解析环境失败": "solving environment: failed|solving environment", "环境解析失败": "solving environment: failed",
    "版本太低": "requires a newer|unsupported engine|version", "版本过低": "requires a newer|unsupported engine|version",
    "版本太高": "incompatible|unsupported|version", "淘宝镜像": "npmmirror|taobao|registry",
    "不可映射字符": "unmappable character for encoding", "的不可映射字符": "unmappable character for encoding",
    "无效的标记": "invalid flag", "非法字符": "illegal character|invalid character", "缩进": "indentation|indent",
    "期望一个缩进块": "expected an indented block", "未使用的变量": "declared and not used",
    "未使用的导入": "imported and not used", "未知数据库": "unknown database", "表已存在": "table already exists",
    "无法继续执行代码": "code execution cannot proceed", "计算机中丢失": "is missing from your computer",
    "应用程序无法正常启动": "application was unable to start correctly", "句柄无效": "the handle is invalid",
    "错误网关": "bad gateway|502", "网关超时": "gateway timeout|504", "服务器内部错误": "internal server error|500",
    "服务不可用": "service unavailable|503", "找不到页面": "404|not found",
    "以管理员身份运行": "administrator|run as administrator",
    # how people say it failed, colloquially (`装不上`, `跑不起来`, `连接不上`)
    "装不上": "failed to install|could not install|cannot install", "安装不上": "failed to install|could not install",
    "跑不起来": "failed to run|cannot run|failed to start", "运行不了": "cannot run|failed to run",
    "启动不了": "failed to start|cannot start", "起不来": "failed to start|cannot start",
    "找不着": "cannot find|could not find|not found", "没找到": "not found|cannot find", "没有找到": "not found|could not find",
    "未能找到": "could not find|not found", "用不了": "cannot use|not working", "不能用": "cannot use|not working",
    "删不掉": "cannot remove|cannot delete", "删除不了": "cannot remove|cannot delete",
    "进不去": "cannot access|cannot enter", "登不上": "login failed|authentication failed",
    "登录不了": "login failed|authentication failed", "推不上去": "failed to push|rejected", "推送不了": "failed to push",
    "拉不下来": "failed to pull|could not fetch", "拉取不了": "failed to pull", "下载不了": "failed to download",
    "下不下来": "failed to download", "编译不过": "compilation failed|build failed",
    "编译不了": "compilation failed|build failed",
    "访问不了": "cannot access|could not connect", "写不进去": "cannot write", "创建不了": "cannot create",
    "连接不上": "could not connect|connection refused|unable to connect", "识别不了": "not recognized",
    "不认识": "not recognized|unknown", "命令行": "command line|terminal|cmd", "命令提示符": "cmd|command prompt",
    "控制台": "console|terminal", "名字冲突": "name is already in use|already in use|conflict",
    "名称冲突": "name is already in use|already in use|conflict", "重名": "already in use|already exists",
    # how (verbs with a negation)
    "找不到": "cannot find|could not find|not found", "未找到": "not found", "无法找到": "cannot find|could not find",
    "不存在": "does not exist|no such|not found", "缺少": "missing", "缺失": "missing", "丢失": "missing|lost",
    "无法访问": "cannot access", "打不开": "cannot open", "无法打开": "cannot open", "无法加载": "could not load|cannot load",
    "加载失败": "could not load|failed to load", "无法运行": "cannot execute|failed to execute|cannot run",
    "运行失败": "failed to run|failed to execute", "无法执行": "cannot execute|failed to execute",
    "无法启动": "failed to start|cannot start", "启动失败": "failed to start", "无法创建": "cannot create",
    "创建失败": "cannot create|failed to create", "无法删除": "cannot remove|cannot delete", "无法写入": "cannot write",
    "写入失败": "cannot write|write failed", "无法读取": "cannot read", "读取失败": "cannot read|read failed",
    "无法绑定": "cannot bind|bind", "绑定失败": "bind failed|bind", "无法定位": "unable to locate",
    "安装失败": "failed to install|install", "下载失败": "failed to download|download",
    "元数据": "metadata", "写权限": "write permissions|permission denied", "没有关联的应用程序": "no application is associated",
    "关联的应用程序": "application is associated",
    # Windows' words for what a process may do, and what a scanner or a policy refused
    "需要提升": "requires elevation|elevation", "提升权限": "elevation|elevated|administrator", "提升": "elevation|elevated",
    "符号链接": "symbolic link|symlink", "特权": "privilege", "病毒": "virus", "垃圾软件": "unwanted software",
    "安全策略": "security policy", "策略": "policy", "许可证": "license", "实验性": "experimental",
    "分隔符": "separator", "语句": "statement", "映像": "image", "可行": "feasible", "隐藏": "hidden",
    "主题": "theme", "兼容性": "compatibility|compatible", "数据文件": "data file", "语言": "language", "项目": "project",
    "编译失败": "compilation failed|build failed",
    "构建失败": "build failed", "打包失败": "build failed", "不能": "cannot", "无法": "cannot|unable to|could not",
    "不是": "not", "没有": "no", "未知": "unknown", "无效": "invalid", "非法": "illegal|invalid", "不合法": "invalid",
    "不正确": "incorrect|invalid", "错误的": "wrong|incorrect", "过期": "expired", "已弃用": "deprecated", "弃用": "deprecated",
    "过大": "too large|too big", "太大": "too large|too big", "过长": "too long", "太长": "too long", "重复": "duplicate",
    "为空": "empty", "空的": "empty",
    # things
    "端口": "port", "地址": "address", "模块": "module", "命令": "command", "文件": "file", "目录": "directory",
    "文件夹": "directory|folder", "路径": "path", "脚本": "script|.sh", "主类": "main class", "类": "class",
    "软件包": "package", "包": "package", "依赖": "dependency|dependencies", "版本": "version", "镜像": "image",
    "容器名称": "container name", "容器名": "container name", "容器": "container", "名称": "name", "名字": "name",
    "仓库": "repository", "分支": "branch", "远程仓库": "remote|repository|origin", "远程": "remote", "标签": "tag",
    "提交": "commit", "子模块": "submodule", "证书": "certificate", "密码": "password", "用户名": "user|username",
    "用户": "user", "账号": "account|user", "账户": "account|user", "主机名": "hostname|host", "主机": "host",
    "域名": "hostname|host|dns", "网络": "network", "连接": "connection|connect", "数据库": "database", "内存": "memory",
    "磁盘": "disk", "硬盘": "disk", "锁": "lock", "方法": "method", "表达式": "expression", "参数": "argument|parameter",
    "头文件": "header|.h", "动态库": "shared library|.so|.dll", "共享库": "shared library|.so", "静态库": "static library|.a",
    "库": "library", "链接器": "linker|ld", "链接": "link|linker", "符号": "symbol",
    "环境变量": "environment variable|environ|env|path",
    # boards and devices: flashing firmware over a serial port, a simulator
    "串口": "serial port|serial|port|tty", "烧录": "flash|upload", "烧写": "flash|upload", "刷机": "flash",
    "固件": "firmware", "区域": "region", "溢出": "overflow|overflowed", "模拟器": "simulator|emulator",
    "设备": "device",
    # build systems, services and providers
    "配方": "recipe|.bb", "短名称": "short-name|short name", "交互": "interactive|prompt", "不完整": "incomplete",
    "服务控制管理器": "service control manager|openscmanager",
    # more of a developer's everyday words
    "根目录": "root directory|root", "建文件夹": "mkdir|create directory", "新建文件夹": "mkdir|create directory",
    "创建目录": "mkdir|cannot create directory|create directory", "静态编译": "static|-static", "静态": "static",
    "子系统": "subsystem", "监听数量": "watches|watchers|watch limit", "文件监听": "watch|watchers|inotify",
    "换行符": "newline|line ending|crlf", "解析错误": "parse error", "类型存根": "stubs|stub|type stubs",
    "存根": "stub|stubs", "有效用户": "effective uid|effective user", "调度器": "scheduler", "调度": "schedule|scheduling",
    "工作进程": "worker", "角色": "role", "方括号": "brackets|bracket", "卷影副本": "shadow copy",
    "源版本": "source release|source option", "目标版本": "target release", "标准库": "stdlib|standard library",
    "入口脚本": "entrypoint|entry point", "入口": "entrypoint|entry point", "同名": "same name", "原生模块": "native module",
    "开发服务器": "dev server|development server", "并发": "concurrent|concurrency", "临时目录": "temp|tmp|temporary",
    "不再支持": "no longer supported", "位程序": "bit|win32",
    "文件查找失败": "not found|cannot find|file not found", "查找失败": "not found|cannot find|lookup failed",
    "架构": "architecture|arch", "哈希": "hash", "清单文件": "manifest", "清单": "manifest|list", "心跳": "heartbeat",
    "解析不了": "could not resolve|cannot resolve|resolving|resolve", "搜不到": "no results|not found",
    "变量": "variable", "函数": "function", "配置文件": "config|configuration", "配置": "config|configuration",
    "格式": "format", "进程": "process", "子进程": "subprocess|child process", "线程": "thread", "信号": "signal",
    "令牌": "token", "公钥": "public key|publickey", "私钥": "private key", "密钥": "key",
    "数组": "array|index", "索引": "index", "下标": "index|subscript", "字符串": "string|str", "整数": "int|integer",
    "对象": "object", "属性": "attribute|property", "字段": "field",
    "实例": "instance", "服务器": "server", "服务": "service", "客户端": "client", "请求": "request", "响应": "response",
    "接口": "api|interface", "代理": "proxy", "防火墙": "firewall", "套接字": "socket", "管道": "pipe", "终端": "terminal",
    "会话": "session", "标识符": "identifier", "作用域": "scope", "类型": "type", "编码": "encoding|codec",
    "字符": "character|char", "解释器": "interpreter", "虚拟环境": "venv|virtualenv|virtual environment",
    "环境": "environment|env", "编译器": "compiler", "驱动": "driver", "插件": "plugin", "扩展": "extension",
    "镜像源": "mirror|registry|index", "注册表": "registry", "集群": "cluster", "节点": "node",
    "命名空间": "namespace", "挂载": "mount", "部署": "deploy|deployment", "内核": "kernel",
    "系统": "system", "管理员": "administrator|admin|sudo|root", "超级用户": "root|sudo", "网关": "gateway",
    "缓存": "cache", "日志": "log", "任务": "task|job", "作业": "job", "守护进程": "daemon", "查询": "query",
    "事务": "transaction", "主键": "primary key", "外键": "foreign key", "约束": "constraint", "迁移": "migration",
    "模板": "template", "页面": "page", "路由": "route", "跨域": "cors|cross-origin", "图片": "image", "线程池": "pool|thread",
    "异常": "exception", "错误": "error", "警告": "warning", "失败": "failed|failure",
    # actions
    "全局安装": "global|-g", "全局": "global|-g", "安装": "install", "卸载": "uninstall", "更新": "update", "升级": "upgrade",
    "运行": "run", "执行": "execute|exec", "启动": "start", "编译": "compile", "构建": "build", "打包": "build|bundle|package",
    "推送": "push", "拉取": "pull", "克隆": "clone", "导入": "import", "加载": "load", "下载": "download", "上传": "upload",
    "登录": "login|log in", "创建": "create", "删除": "delete|remove", "写入": "write", "读取": "read", "测试": "test",
    "调试": "debug", "切换": "checkout|switch", "合并": "merge", "变基": "rebase", "初始化": "init|initialize",
    "监听": "listen", "绑定": "bind", "发送": "send", "接收": "receive", "解压": "extract|unpack|unzip",
    "压缩": "compress|zip", "复制": "copy", "拷贝": "copy", "移动": "move", "重命名": "rename", "修改": "modify|change",
    "保存": "save", "打开": "open", "关闭": "close", "访问": "access", "使用": "use|using", "调用": "call|invoke",
    "引用": "reference", "声明": "declare|declaration", "定义": "define|definition", "解析": "parse|resolve",
    "序列化": "serialize", "反序列化": "deserialize", "转换": "convert", "匹配": "match", "验证": "verify|validate",
    "签名": "signature|sign", "加密": "encrypt", "解密": "decrypt", "同步": "sync", "重启": "restart", "停止": "stop",
    "分配": "allocate|allocated", "释放": "free|release", "等待": "wait", "获取": "acquire|acquiring|get|fetch",
    "识别": "recognize|recognized", "输入": "input|enter",
}
# Framing a question wraps the error in: never a word of the error itself.
ZH_FRAMING = ("怎么办", "怎么解决", "如何解决", "怎么修复", "如何修复", "怎么处理", "如何处理", "解决方法", "解决办法",
              "为什么", "为啥", "怎么", "如何", "提示", "报错", "报了", "出现", "遇到", "碰到", "显示", "总是", "老是", "一直",
              "突然", "之后", "以后", "的时候", "时候", "时", "了", "的", "吗", "呢", "啊", "在", "和", "与", "是", "请问",
              "问题", "求助", "求解", "大神", "一下", "这个", "那个", "我的", "但是", "可是", "还是", "报", "把", "给", "就",
              "一部分", "指定的", "并且", "而且", "经常", "但", "后", "对", "然后", "结果", "发现", "是什么原因",
              "什么原因", "什么意思", "看不懂", "是什么", "是个")


@cache
def _table() -> tuple[dict[str, tuple[str, ...]], re.Pattern[str]]:
    # each term as its English phrases and as itself: an entry written in Chinese holds the latter
    table: dict[str, tuple[str, ...]] = {zh: (*condition_of(en), zh) for zh, en in PHRASES}
    table.update((zh, tuple(dict.fromkeys([*(p for en in english.split("|") for p in condition_of(en)), zh])))
                 for zh, english in TERMS.items())
    for framing in ZH_FRAMING:
        table.setdefault(framing, ())
    return table, re.compile("|".join(re.escape(zh) for zh in sorted(table, key=len, reverse=True)))


def in_chinese(term: tuple[str, ...]) -> tuple[str, ...]:
    """The Chinese terms that say the condition TERM says, so an English query finds an entry a
    localized tool printed in Chinese (`conda not recognized` → `无法将“conda”项识别为 cmdlet`)."""
    said = _saying()
    return tuple(dict.fromkeys(zh for phrase in term for zh in said.get(phrase, ())))


@cache
def _saying() -> dict[str, tuple[str, ...]]:
    """English phrase → the Chinese condition terms that stand for it."""
    table, _ = _table()
    saying: dict[str, list[str]] = {}
    for zh, english in table.items():
        if english and is_condition(english):
            for phrase in english[:-1]:
                saying.setdefault(phrase, []).append(zh)
    return {phrase: tuple(zhs) for phrase, zhs in saying.items()}


@cache
def said_as(chinese: str) -> tuple[str, ...]:
    """The English a Chinese term translates to itself, before the other phrases of its condition."""
    english = TERMS.get(chinese) or dict(PHRASES).get(chinese, "")
    return tuple(english.split("|")) if english else ()


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
