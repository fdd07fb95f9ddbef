"""Field set 8, part e: PowerShell's missing path, a missing `vite` in six shells, Kafka's JVM out of memory on a named
thread, and a full disk under pip and Docker."""

from __future__ import annotations

from fieldspec import G, Q, V

_KAFKA_HEAP = "java.lang.OutOfMemoryError: Java heap space"
_VITE = ("linux", "macos")

GROUPS = [
    G("g8-pwsh-path-missing", "powershell", "shell", "https://github.com/ntdevlabs/tiny11builder/issues/337",
      ["Remove-Item : Cannot find path 'C:\\scratchdir\\Program Files (x86)\\Microsoft\\EdgeUpdate' because it does not exist.\n"
       "At D:\\tiny11builder\\tiny11maker.ps1:<<line>> char:1\n"
       "+ Remove-Item -Path \"$ScratchDisk\\scratchdir\\Program Files (x86)\\Micros ...\n"
       "+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
       "    + CategoryInfo          : ObjectNotFound: (C:\\scratchdir\\P...soft\\EdgeUpdate:String) [Remove-Item], \n"
       "ItemNotFoundException\n"
       "    + FullyQualifiedErrorId : PathNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand",
       V("Remove-Item : Cannot find path '<<root>>\\<<relfile>>'\nbecause it does not exist.",
         src="https://github.com/vmware-archive/vsphere-storage-for-docker/issues/2032", cls="everyday"),
       V("Running installer script...Remove-Item : Cannot find path "
         "'C:\\ProgramData\\scoop\\apps\\<<proj>>\\<<ver>>\\certmgr.exe' because it does\nnot exist.",
         src="https://github.com/ScoopInstaller/Nonportable/issues/460", tool="scoop", cls="wrapper"),
       V("Get-ChildItem : Cannot find path '<<root>>\\win\\Release' because it does not exist.",
         src="https://github.com/Stannieman/audacity-with-asio-builder/issues/6", cls="everyday"),
       V("Remove-Item : An object at the specified path <<home>> does not exist.",
         src="https://github.com/sirkirby/twitter-bootstrap-nuget/issues/13", cls="version")],
      cmd="powershell -File build.ps1", os=("windows",), shells=("powershell",), n=6),

    G("g8-sh-vite-missing", "npm", "shell", "https://github.com/academind/github-actions-course-resources/issues/4",
      ["sh: 1: vite: not found",
       V("0.<<n2>> sh: 1: vite: not found", src="https://github.com/hkjarral/AVA-AI-Voice-Agent-for-Asterisk/issues/230",
         tool="docker", cls="wrapper", os="linux", shell="sh"),
       V("sh: vite: not found", src="https://github.com/vitejs/vite/issues/14045", os="linux", shell="sh"),
       V("/bin/sh: vite: command not found\nerror Command failed with exit code 127.",
         src="https://github.com/richardevcom/vue3-boilerplate/issues/3", tool="yarn", os="macos", shell="bash"),
       V("sh: vite: command not found", src="https://github.com/Kitware/VolView/issues/582", os="macos", shell="zsh"),
       V("jsh: command not found: vite", src="https://github.com/stackblitz/bolt.new/issues/6327", os="linux", shell="zsh"),
       V("'vite' is not recognized as an internal or external command,\noperable program or batch file.",
         src="https://github.com/hiteshchoudhary/apihub/issues/98", os="windows", shell="cmd"),
       V("@vidstep/vidstep-web-app:build: /bin/sh: 1: vite: not found", src="https://github.com/vitejs/vite/issues/10327",
         tool="turbo", cls="wrapper", os="linux", shell="sh"),
       V("'vite' 不是内部或外部命令，也不是可运行的程序\n或批处理文件。\n ELIFECYCLE  Command failed with exit code 1.",
         src="https://github.com/vbenjs/vue-vben-admin/issues/2276", tool="pnpm", os="windows", shell="cmd", locale="zh",
         cls="locale"),
       V("'vite' 不是内部或外部命令，也不是可运行的程序 或批处理文件。", src="https://github.com/vitejs/docs-cn/issues/591",
         os="windows", shell="powershell", locale="zh", cls="locale"),
       V("[nodemon] starting `'vite'`\n''vite'' 不是内部或外部命令，也不是可运行的程序\n或批处理文件。\n"
         "[nodemon] app crashed - waiting for file changes before starting...", src="https://github.com/unplugin/unplugin-starter/issues/8",
         tool="nodemon", os="windows", shell="cmd", locale="zh", cls="wrapper")],
      cmd="npm run build", exit=127, os=_VITE, shells=("sh", "bash"), n=12),
    G("g8-cmd-nodeenv-assign", "npm", "locale", "https://github.com/tnfe/wp2vite/issues/2",
      ["'NODE_ENV' 不是内部或外部命令，也不是可运行的程序"], cmd="npm run dev", os=("windows",), locale="zh",
      shells=("cmd", "powershell"), look="g8-sh-vite-missing", n=6),
    G("g8-cmd-vitehttphandler-assign", "npm", "shell", "https://github.com/yooneskh/vite-tauri-template/issues/3",
      ["VITE_HTTP_HANDLER is not recognized as an internal or external command"], cmd="npm run serve:native",
      os=("windows",), shells=("cmd", "powershell"), look="g8-cmd-nodeenv-assign"),

    G("g8-kafka-producer-heap", "kafka", "runtime-value", "https://github.com/AutoMQ/automq/issues/373",
      ["[<<logts>>] ERROR Uncaught exception in thread 'kafka-producer-network-thread | producer-<<n>>': "
       "(org.apache.kafka.common.utils.KafkaThread)\n" + _KAFKA_HEAP,
       V("ERROR Uncaught exception in thread 'kafka-producer-network-thread | console-producer': "
         "(org.apache.kafka.common.utils.KafkaThread)\n" + _KAFKA_HEAP, src="https://github.com/streamnative/kop/issues/491"),
       V("Uncaught exception in kafka-producer-network-thread | producer-<<n>>:  (org.apache.kafka.common.utils.KafkaThread:30)\n"
         + _KAFKA_HEAP, src="https://github.com/confluentinc/kafka-rest/issues/252", cls="version"),
       V("Exception: java.lang.OutOfMemoryError thrown from the UncaughtExceptionHandler in thread "
         "\"kafka-producer-network-thread | producer-<<n2>>\"", src="https://github.com/salesforce/mirus/issues/47")],
      cmd="kafka-console-producer.sh --bootstrap-server <<host>>:9092 --topic <<proj>>", os=("linux",), n=6),
    G("g8-kafka-direct-buffer", "kafka", "runtime-value", "https://github.com/Lunatrius/Schematica/issues/183",
      ["[<<logts>>] ERROR [Replica Manager on Broker 0]: Error processing append operation on partition NP-0 "
       "(kafka.server.ReplicaManager)\njava.lang.OutOfMemoryError: Direct buffer memory\n"
       "        at java.nio.Bits.reserveMemory(Bits.java:693)"],
      cmd="kafka-server-start.sh config/server.properties", os=("linux",), look="g8-kafka-producer-heap"),
    G("g8-jmx-keepalive-heap", "kafka", "runtime-value", "https://github.com/prometheus/jmx_exporter/issues/378",
      ["Exception in thread \"Keep-Alive-Timer\" java.lang.OutOfMemoryError: Java heap space"],
      cmd="kafka-server-start.sh config/server.properties", os=("linux",), look="g8-kafka-producer-heap"),

    G("g8-pip-disk-full", "pip", "two-programs", "https://github.com/instructlab/instructlab/pull/281",
      ["ERROR: Could not install packages due to an OSError: [Errno 28] No space left on device",
       V("ERROR: Could not install packages due to an EnvironmentError: [Errno 28] No space left on device",
         src="https://github.com/pypa/pip/issues/7751", cls="version"),
       V("#0 <<n2>>.13 ERROR: Could not install packages due to an OSError: [Errno 28] No space left on device: "
         "'/opt/app-root/lib64/python3.9/site-packages/pyarrow/include'", src="https://github.com/oss-aspen/8Knot/issues/438",
         tool="docker", cls="wrapper"),
       V("write /mnt/sda1/var/lib/docker/tmp/GetImageBlob1<<pid>>: no space left on device",
         src="https://github.com/docker-archive-public/docker.kitematic/issues/1588", tool="docker")],
      cmd="pip install -r requirements.txt", os=("linux",), n=6),
]

QUERIES = [
    Q("powershell remove-item fails because the folder is not there", "g8-pwsh-path-missing", "plain"),
    Q("PowerShell 删除时找不到路径 因为它不存在", "g8-pwsh-path-missing", "zh"),
    Q("npm run build says vite command not found", "g8-sh-vite-missing", "plain"),
    Q("运行 npm run dev 提示找不到 vite 命令", "g8-sh-vite-missing", "zh"),
    Q("windows npm script fails NODE_ENV is not a command", "g8-cmd-nodeenv-assign", "plain"),
    Q("npm run dev 报 NODE_ENV 不是内部或外部命令", "g8-cmd-nodeenv-assign", "zh"),
    Q("VITE_HTTP_HANDLER=NATIVE in a script is not recognized on windows", "g8-cmd-vitehttphandler-assign", "plain"),
    Q("Windows 上脚本里的 VITE_HTTP_HANDLER 被当成命令", "g8-cmd-vitehttphandler-assign", "zh"),
    Q("kafka producer network thread ran out of java heap", "g8-kafka-producer-heap", "plain"),
    Q("kafka 生产者线程 Java 堆内存溢出", "g8-kafka-producer-heap", "zh"),
    Q("kafka broker out of direct buffer memory while appending", "g8-kafka-direct-buffer", "plain"),
    Q("kafka broker 直接内存不足 OutOfMemoryError", "g8-kafka-direct-buffer", "zh"),
    Q("Keep-Alive-Timer thread out of heap memory with jmx exporter", "g8-jmx-keepalive-heap", "plain"),
    Q("jmx exporter Keep-Alive-Timer 线程 堆内存不够", "g8-jmx-keepalive-heap", "zh"),
    Q("pip install fails because the disk is full", "g8-pip-disk-full", "plain"),
    Q("pip 安装依赖 磁盘空间不足 Errno 28", "g8-pip-disk-full", "zh"),
]
