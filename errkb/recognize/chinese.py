"""Chinese wordings of common messages and their English (class 2 of recognize/wording.py, which
applies them; app/terms.py reads them too, so a Chinese query finds the English entry).

zh_CN glibc's strerror texts, Windows' system messages (FormatMessage, by their error code),
the shells', git's, Java's, apt's, PowerShell's, the C# compiler's and MSBuild's. Longest first is
how they are applied, so a phrase may hold a shorter one (`不是内部或外部命令，也不是可运行的程序`).
"""

from __future__ import annotations

# Windows' system messages (FormatMessage, zh-CN), by their error code: any program prints them
# about anything (loop/wrapped.py reads their English for that).
WINDOWS_SYSTEM: tuple[tuple[str, str], ...] = (
    ("另一个程序正在使用此文件，进程无法访问", "the process cannot access the file because it is being used by another process"),  # 32
    ("文件名、目录名或卷标语法不正确", "the filename, directory name, or volume label syntax is incorrect"),  # 123
    ("系统找不到指定的文件", "the system cannot find the file specified"),  # 2
    ("系统找不到指定的路径", "the system cannot find the path specified"),  # 3
    ("不是有效的 win32 应用程序", "is not a valid win32 application"),  # 193
    ("磁盘空间不足", "there is not enough space on the disk"),  # 112
    ("通常每个套接字地址(协议/网络地址/端口)只允许使用一次", "only one usage of each socket address (protocol/network address/port) is normally permitted"),  # 10048
    ("由于目标计算机积极拒绝，无法连接", "no connection could be made because the target machine actively refused it"),  # 10061
    ("拒绝访问", "access is denied"),  # 5
    ("存取被拒", "access is denied"),  # 5, Windows in Traditional Chinese
    ("以一种访问权限不允许的方式做了一个访问套接字的尝试", "an attempt was made to access a socket in a way forbidden by its "
     "access permissions"),  # 10013
    ("在其上下文中，该请求的地址无效", "the requested address is not valid in its context"),  # 10049
    ("向一个无法连接的网络尝试了一个套接字操作", "a socket operation was attempted to an unreachable network"),  # 10051
    ("你的主机中的软件中止了一个已建立的连接", "an established connection was aborted by the software in your host machine"),  # 10053
    ("远程主机强迫关闭了一个现有的连接", "an existing connection was forcibly closed by the remote host"),  # 10054
    ("套接字操作尝试一个无法连接的主机", "a socket operation was attempted to an unreachable host"),  # 10065
    ("页面文件太小，无法完成操作", "the paging file is too small for this operation to complete"),  # 1455
    ("由于连接方在一段时间后没有正确答复或连接的主机没有反应，连接尝试失败", "a connection attempt failed because the "
     "connected party did not properly respond after a period of time, or established connection failed because "
     "connected host has failed to respond"),  # 10060
    ("不知道这样的主机", "no such host is known"),  # 11001
    ("找不到指定的模块", "the specified module could not be found"),  # 126
    ("找不到指定的程序", "the specified procedure could not be found"),  # 127
    ("客户端没有所需的特权", "a required privilege is not held by the client"),  # 1314
    ("文件名或扩展名太长", "the filename or extension is too long"),  # 206
    ("目录名称无效", "the directory name is invalid"),  # 267
    ("信号灯超时时间已到", "the semaphore timeout period has expired"),  # 121
    ("句柄无效", "the handle is invalid"),  # 6
    ("参数错误", "the parameter is incorrect"),  # 87
)

PHRASES: tuple[tuple[str, str], ...] = (
    ("，因为该路径不存在", " because it does not exist"),
    ("因为该路径不存在", "because it does not exist"),
    ("找不到路径", "cannot find path"),
    ("没有指明目标并且找不到 makefile", "no targets specified and no makefile found"),
    ("没有规则可制作目标", "no rule to make target"),
    ("不是内部或外部命令，也不是可运行的程序或批处理文件", "is not recognized as an internal or external command, operable program or batch file"),
    ("不是内部或外部命令，也不是可运行的程序", "is not recognized as an internal or external command, operable program or batch file"),
    ("不是内部或外部命令", "is not recognized as an internal or external command, operable program or batch file"),
    ("找不到或无法加载主类", "could not find or load main class"),
    ("不能对 null 值表达式调用方法", "you cannot call a method on a null-valued expression"),  # PowerShell
    ("没有那个文件或目录", "no such file or directory"),
    ("没有这样的文件或目录", "no such file or directory"),
    ("拒绝合并无关的历史", "refusing to merge unrelated histories"),
    ("无法推送一些引用到", "failed to push some refs to"),
    ("设备上没有空间", "no space left on device"),
    ("无法定位软件包", "unable to locate package"),
    ("地址已在使用", "address already in use"),
    *WINDOWS_SYSTEM,
    # the C# compiler (CS0246) and MSBuild (MSB1009) in zh-CN
    ("未能找到类型或命名空间名", "the type or namespace name"),
    ("(是否缺少 using 指令或程序集引用", "could not be found (are you missing a using directive or an assembly reference"),
    ("（是否缺少 using 指令或程序集引用", "could not be found (are you missing a using directive or an assembly reference"),
    ("项目文件不存在", "project file does not exist"),
    # the C/C++ compiler (C1083) and the linker (LNK1104) in zh-CN
    ("无法打开包括文件", "cannot open include file"),
    ("无法打开文件", "cannot open file"),
    ("无法解析主机", "unable to resolve host"),  # sudo's
    ("连接被拒绝", "connection refused"),
    ("连接超时", "connection timed out"),
    ("没有到主机的路由", "no route to host"),
    ("网络不可达", "network is unreachable"),
    ("名称或服务未知", "name or service not known"),
    ("未知的名称或服务", "name or service not known"),
    ("操作不允许", "operation not permitted"),
    ("权限不够", "permission denied"),
    ("未找到命令", "command not found"),
    ("找不到命令", "command not found"),
    ("打不开目录", "cannot open directory"),
    ("无法打开目录", "cannot open directory"),
    ("无法创建目录", "cannot create directory"),
    ("无法访问", "cannot access"),
    ("无法打开", "cannot open"),
    ("文件已存在", "file exists"),
    ("目录非空", "directory not empty"),
    ("是一个目录", "is a directory"),
    ("不是目录", "not a directory"),
    ("只读文件系统", "read-only file system"),
    ("资源暂时不可用", "resource temporarily unavailable"),
    ("参数列表过长", "argument list too long"),
    ("输入/输出错误", "input/output error"),
    ("无效的参数", "invalid argument"),
    ("段错误", "segmentation fault"),
    ("核心已转储", "core dumped"),
    ("已杀死", "killed"),
    ("已放弃", "aborted"),
    ("致命错误", "fatal error"),
    ("原因", "caused by"),
    ("警告", "warning"),
    ("错误", "error"),
)
