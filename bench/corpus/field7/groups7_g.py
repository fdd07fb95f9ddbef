"""Field set 7: the JVM running out of Metaspace or out of GC headroom (under Cloud Foundry, Jenkins,
sbt), nginx out of file descriptors, and how fish reports a file it cannot run or a job that
crashed. Each message is copied from the thread in `src`."""

from fieldspec import G, Q, V

_FISH_SEGV = "fish: Job 1, '{0}' terminated by signal SIGSEGV (Address boundary error)"

GROUPS = [
    G("jvm-oom-metaspace", "java", "runtime-value", "https://github.com/triplea-game/triplea/issues/7296",
      [V("java.lang.OutOfMemoryError: Metaspace", cls="everyday"),
       V("<<date>>T<<time>>.12+0100 [App/0]      OUT #\n<<date>>T<<time>>.12+0100 [App/0]      OUT # "
         "java.lang.OutOfMemoryError: Metaspace", tool="cf", cmd="cf logs quotes-service --recent", cls="wrapper",
         src="https://github.com/davpin/cf-SpringBootTrader/issues/27"),
       V("Caused by: java.lang.OutOfMemoryError: Metaspace", tool="sbt", cmd="sbt test", cls="wrapper",
         src="https://github.com/guardian/tip/pull/35"),
       V("java.lang.OutOfMemoryError: Metaspace\nDumping heap to /var/lib/heap-dumps/vipservice/java_pid<<pid>>.hprof ...\n"
         "Heap dump file created [42837762 bytes in 0.75 secs]", src="https://github.com/vmware/singleton/issues/1052"),
       V("SEVERE: A thread (OkHttp Dispatcher/<<n2>>) died unexpectedly due to an uncaught exception, this may leave your "
         "Jenkins in a bad way and is usually indicative of a bug in the code.\njava.lang.OutOfMemoryError: Metaspace",
         tool="jenkins", src="https://github.com/openshift/jenkins/issues/411")],
      cmd="java -XX:MaxMetaspaceSize=64m -jar app.jar", os=("linux", "windows", "macos")),
    G("jvm-oom-gc-overhead", "java", "everyday", "https://github.com/hbz/oerworldmap/issues/1342",
      ["java.lang.OutOfMemoryError: GC overhead limit exceeded",
       V("java.lang.OutOfMemoryError：GC overhead limit exceeded", src="https://github.com/mattshma/bigdata/issues/38")],
      cmd="sbt run", os=("linux",), look="jvm-oom-metaspace"),
    G("nginx-emfile-socket", "nginx", "two-programs", "https://github.com/hestiacp/hestiacp/issues/3286",
      [V("2023/02/20 <<time>> [emerg] <<pid>>#<<pid>>: socket() 212.224.115.156:80 failed (24: Too many open files)\n"
         "2023/02/20 <<time>> [emerg] <<n2>>#<<n2>>: socket() 212.224.115.156:80 failed (24: Too many open files)",
         cls="runtime-value"),
       V("/etc/init.d/nginx: 425: .: 3: Too many open files", tool="sh", cmd="sudo /etc/init.d/nginx start",
         shell="sh", src="https://github.com/JasonGiedymin/nginx-init-ubuntu/issues/11")],
      cmd="sudo tail -2 /var/log/nginx/error.log", os=("linux",)),
    G("fish-file-not-executable", "fish", "version", "https://github.com/fish-shell/fish-shell/issues/9151",
      ["fish: Unknown command. '<<home>>/bin/thisfiledoesnotexist123' exists but is not an executable file.",
       V("fish: Unknown command '/tmp/tmp.tqgucf9p7b/sw/rdfconvert-0.4/bin/rdfconvert.sh'",
         cmd="~/sw/rdfconvert-0.4/bin/rdfconvert.sh", src="https://github.com/fish-shell/fish-shell/issues/5012")],
      cmd="thisfiledoesnotexist123", exit=126, os=("linux",), shells=("fish",)),
    G("exec-missing-dynamic-interpreter", "fish", "shell", "https://github.com/fish-shell/fish-shell/issues/10265",
      [V(_FISH_SEGV.format("./a.out"), shell="fish"),
       V("bash: ./a.out: cannot execute: required file not found", shell="bash", tool="bash", exit=127)],
      cmd="./a.out", exit=139, os=("linux",), look="fish-file-not-executable"),
    G("vim-segv-under-fish", "vim", "wrapper", "https://github.com/square/maximum-awesome/issues/49",
      ["Vim: Caught deadly signal SEGV\nVim: Finished.\n" + _FISH_SEGV.format("vim")],
      cmd="vim", exit=139, os=("macos",), shells=("fish",), look="exec-missing-dynamic-interpreter"),
]

QUERIES = [
    Q("jvm runs out of class metadata memory", "jvm-oom-metaspace", "plain"),
    Q("java 元空间内存不够 崩溃", "jvm-oom-metaspace", "zh"),
    Q("java spends all its time in garbage collection and gives up", "jvm-oom-gc-overhead", "plain"),
    Q("java 垃圾回收耗时过长 超出限制", "jvm-oom-gc-overhead", "zh"),
    Q("nginx can't open sockets, file descriptor limit reached", "nginx-emfile-socket", "plain"),
    Q("nginx 打开文件数太多 上限不够", "nginx-emfile-socket", "zh"),
    Q("fish won't run a command and mentions my ~/bin folder", "fish-file-not-executable", "plain"),
    Q("fish 提示文件存在但没有执行权限", "fish-file-not-executable", "zh"),
    Q("running ./a.out says a required file is missing though a.out is there", "exec-missing-dynamic-interpreter", "plain"),
    Q("./a.out 明明存在 却提示找不到所需文件", "exec-missing-dynamic-interpreter", "zh"),
    Q("vim crashes with SEGV when started from fish on os x", "vim-segv-under-fish", "plain"),
    Q("在 fish 里打开 vim 段错误崩溃", "vim-segv-under-fish", "zh"),
]
