"""Field set 2, names that vary while the error stays: MySQL connection ids, WSL's UNC paths, fish's `$(...)`.

Each group's message is copied from the public thread in `src`; only volatile parts are `<<slot>>`s. MySQL and
MariaDB log every dropped client connection with its own connection id (and each thread's own database, user and
host): "Got an error reading communication packets" (a client that went away without closing) is the look-alike of
"Got timeout reading communication packets" (a client idle past wait_timeout), fixed another way. cmd.exe started
from WSL names the UNC path of the Linux directory it refuses (a non-file-path value: `\\\\wsl$\\…` or
`\\\\wsl.localhost\\…`, each distro and home its own), under npm, gsudo, msys2 and fish, in English, Chinese and the
newer wording. Old fish (before 3.4) refuses bash's `$(...)` and names the command it would have run instead.
kubelet's CrashLoopBackOff names each pod, namespace and uid; gitlab-runner's "Checking for jobs... forbidden" names
each runner's token prefix; the JVM names the thread that ran out of heap (against running out of native threads),
and, apart, the one that hit the GC overhead limit. Windows' "System error 53" names no path itself, but each thread
reaches another UNC host (an Azure VM, a build agent, `\\\\wsl$`); it is the look-alike of "System error 5" (access
denied), whose fix is rights, not reachability.
"""

from __future__ import annotations

from fieldspec import G, V

_ABORT = "Aborted connection <<pid>> to db: "
_READ_ERR = " (Got an error reading communication packets)"
_READ_TIMEOUT = " (Got timeout reading communication packets)"
_UNC = ("\nCMD.EXE was started with the above path as the current directory.\n"
        "UNC paths are not supported.  Defaulting to Windows directory.")
_FISH_SUB = "$(...) is not supported. In fish, please use "
_CRASH = "with CrashLoopBackOff: \"Back-off "
_FORBIDDEN = "ERROR: Checking for jobs... forbidden" + " " * 15 + "runner="
_HEAP = "java.lang.OutOfMemoryError: Java heap space"
_GC = "java.lang.OutOfMemoryError: GC overhead limit exceeded"

GROUPS = [
    G("f2-mysql-aborted-error-packets", "mysql", "runtime-value", "https://github.com/docker-library/mysql/issues/124", [
        "mysql_1  | 2015-11-28T02:50:01.238745Z <<pid>> [Note] " + _ABORT + "'text_rocket' user: 'text_rocket' host: "
        "'172.17.0.4'" + _READ_ERR,
        V("<<date>> <<time>> <<pid>> [Warning] " + _ABORT + "'seafile_db' user: 'seafile' host: '172.23.0.11'" + _READ_ERR,
          src="https://github.com/haiwen/seafile/issues/3052", tool="mariadb", cmd="docker compose up -d"),
        V("130928 22:56:26 [Warning] Aborted connection <<n>> to db: 'nss' user: 'v533405' host: 'localhost'" + _READ_ERR,
          src="https://github.com/mysqljs/mysql/issues/597", cls="version", cmd="node app.js"),
        V("2021-10-06T10:05:41.309643Z <<pid>> [Note] " + _ABORT + "'classiccharacters' user: 'root' host: 'localhost'"
          + _READ_ERR, src="https://github.com/celguar/spp-classics-cmangos/issues/5", os="windows", cmd="mysqld"),
        V("database_1         | 2022-03-20  0:52:32 <<pid>> [Warning] " + _ABORT + "'pantheon' user: 'pantheon' host: "
          "'172.20.0.2'" + _READ_ERR, src="https://github.com/lando/pantheon/issues/8", tool="lando", cmd="lando start",
          cls="wrapper"),
        V("<<date>> 11:55:42 <<pid>> [Warning] " + _ABORT + "'FRIENDICA' user: 'FRIENDICA' host: 'localhost'" + _READ_ERR,
          src="https://github.com/friendica/friendica/issues/9902", tool="mariadb"),
        V("<<date>> 10:12:47 <<pid>> [Warning] " + _ABORT + "'emr' user: 'emr' host: 'host'" + _READ_ERR,
          src="https://github.com/openemr/openemr/issues/4931", tool="mariadb", cls="version"),
        V("2016-07-25T02:26:02, <<pid>>, Note, " + _ABORT + "'pokemon' user: 'root' host: 'localhost'" + _READ_ERR,
          src="https://github.com/ahmed-machine/PokemonGo-Map/issues/1922", os="windows", cmd="python runserver.py",
          cls="version"),
        V("mysql_1  | 2015-11-28T02:50:01.238745Z 3 [Note] Aborted connection 3 to db: 'text_rocket' user: 'text_rocket' "
          "host: '172.17.0.4'" + _READ_ERR + "\nmysql_1  | 2015-11-28T02:50:01.239391Z 2 [Note] Aborted connection 2 to db: "
          "'text_rocket' user: 'text_rocket' host: '172.17.0.4'" + _READ_ERR, cls="multiline"),
    ], cmd="docker-compose up", exit=None, os=("linux",), look="f2-mysql-aborted-timeout-packets", n=12),
    G("f2-mysql-aborted-timeout-packets", "mysql", "runtime-value", "https://github.com/walkor/webman/issues/116", [
        "[Warning] " + _ABORT + "'dbname' user: 'dbuser' host: 'localhost'" + _READ_TIMEOUT,
        V("<<date>> <<time>> <<pid>> [Warning] " + _ABORT + "'ffsync' user: 'root' host: '172.19.0.8'" + _READ_TIMEOUT + ",",
          src="https://github.com/mozilla-services/syncserver/issues/202", tool="mariadb", cmd="docker-compose up"),
        V("2019-06-11T02:25:09.164143+08:00 <<pid>> [Note] " + _ABORT + "'cd_production' user: 'proxysql' host: '10.76.2.13'"
          + _READ_TIMEOUT, src="https://github.com/sysown/proxysql/issues/2090", cmd="proxysql"),
        V("[Note] " + _ABORT + "'maxwell' user: 'maxwell' host: 'xxx.xx.xx.xxx'" + _READ_TIMEOUT,
          src="https://github.com/zendesk/maxwell/issues/1830", tool="maxwell", cmd="bin/maxwell"),
        V("web_mysql_1  | 2020-07-08T04:50:39.129274Z <<pid>> [Note] " + _ABORT + "'insight2' user: 'root' host: "
          "'222.66.117.22'" + _READ_TIMEOUT, src="https://github.com/creditease-sec/insight2_docker/issues/17",
          cmd="docker-compose up", cls="wrapper"),
        V("textPayload: \"2018-04-11T13:31:20.416547Z <<pid>> [Note] " + _ABORT + "'location' user: 'sqluser' host: "
          "'cloudsqlproxy~35.192.86.72'" + _READ_TIMEOUT + "\"", src="https://github.com/go-sql-driver/mysql/issues/780",
          tool="cloud-sql", cmd="gcloud logging read", cls="wrapper"),
    ], cmd="php start.php start", exit=None, os=("linux",), n=10),
    G("f2-cmd-unc-path-wsl", "cmd", "non-file-path", "https://github.com/microsoft/terminal/issues/4214", [
        r"'\\wsl$\Ubuntu\home\<<user>>'" + _UNC,
        V(r"'\\wsl.localhost\Ubuntu\home\xxx\xxx'" + _UNC, src="https://github.com/microsoft/terminal/issues/17998",
          tool="npm", cmd="npm run build", cls="two-programs"),
        V(r"'\\wsl.localhost\Ubuntu\home\<<user>>\repos'" + _UNC, src="https://github.com/gerardog/gsudo/issues/239",
          tool="gsudo", cmd="gsudo", cls="wrapper"),
        V(r"'\\wsl$\Ubuntu\home\<<user>>'" + _UNC, src="https://github.com/atom/atom/issues/19317",
          cmd="cmd.exe /C \"echo\" \"LOOK AT ME :D\""),
        V(r"'\\wsl$\fedoraremix\home\<<user>>'" + _UNC, src="https://github.com/WhitewaterFoundry/Fedora-Remix-for-WSL/issues/128",
          shell="fish", cmd="fish", cls="shell"),
        V(r"'\\wsl.localhost\Ubuntu\home\<<user>>'" + _UNC, src="https://github.com/msys2/msys2-runtime/issues/161",
          tool="msys2", cmd="cmd.exe /mnt/c/msys64/msys2_shell.cmd -defterm -mingw64 -no-start -use-full-path -here"),
        V(r"'\\wsl$\Ubuntu-20.04\home\<<user>>\globalSpeed' " + "\n用作为当前目录的以上路径启动了 CMD.EXE。   \n"
          "UNC 路径不受支持。默认值设为 Windows 目录。", src="https://github.com/microsoft/WSL/issues/11507", locale="zh",
          tool="npm", cmd="npm run build:devFf", cls="locale"),
        V(r'"\\wsl.localhost\D_Ubuntu\home\<<user>>\Projekte\mydraft\globion-cms"' + "\nCMD.EXE was started with the path "
          "above as the current directory.\nUNC paths are not supported.\nThe Windows directory is being set as the current "
          "directory instead.", src="https://github.com/earendil-works/pi/issues/5927", shell="powershell", tool="ollama",
          cmd="ollama launch pi", cls="version"),
    ], cmd="cmd.exe /c dir", exit=None, os=("windows",), shells=("bash", "zsh"), n=12),
    G("f2-fish-dollar-paren", "fish", "shell", "https://github.com/fish-shell/fish-shell/issues/7680", [
        "fish: " + _FISH_SUB + "'(export)'.\neval $(export One=\"one\"; export Two=\"two\")\n     ^",
        V("fish: " + _FISH_SUB + "'(uname)'.\necho In (pwd), running $(uname)",
          src="https://github.com/fish-shell/fish-shell/pull/10808", cmd="echo In (pwd), running $(uname)"),
        V(_FISH_SUB + "'(pacman)'.\nfish: pacman -Rs $(pacman -Qqtd)\n                 ^",
          src="https://github.com/fish-shell/fish-shell/issues/2892", os="linux", cmd="pacman -Rs $(pacman -Qqtd)",
          cls="version"),
        V("/usr/share/fish/completions/git.fish (line 573): " + _FISH_SUB + "'(commandline)'",
          src="https://github.com/fish-shell/fish-shell/issues/10076", os="linux", tool="git", cmd="git",
          cls="two-programs"),
        V("~/.config/fish/config.fish (line 7): " + _FISH_SUB + "'(/usr/local/bin/…)'.",
          src="https://github.com/zifeo/lade/issues/89", tool="lade", cmd="fish"),
        V("- (line 79): " + _FISH_SUB + "'(__fzfcmd)'.\n      set -l result (eval \"$FZF_DEFAULT_COMMAND | $(__fzfcmd) "
          "--read0 --print0 -q (commandline) --bind='enter:become:string replace -a -- \\n\\t \\n {2..} | string "
          "collect'\")\n" + " " * 50 + "^\nfrom sourcing file -\nsource: Error while reading file “<stdin>”",
          src="https://github.com/junegunn/fzf/issues/4196", os="linux", tool="fzf", cmd="fzf --fish | source",
          cls="multiline"),
    ], cmd="eval $(export One=\"one\"; export Two=\"two\")", exit=None, os=("linux", "macos"), shells=("fish",),
        look="f2-fish-and-and", n=10),
    G("f2-k8s-crashloop-backoff", "kubelet", "runtime-value", "https://github.com/kubernetes/kubernetes/issues/54760", [
        "Oct 29 13:16:48 centos02 kubelet[<<pid>>]: E1029 13:16:48.471488    <<pid>> pod_workers.go:182] Error syncing pod "
        "<<uuid>> (\"alpine-368057524-bgt0m_default(<<uuid>>)\"), skipping: failed to \"StartContainer\" for \"alpine\" "
        + _CRASH + "5m0s restarting failed container=alpine pod=alpine-368057524-bgt0m_default(<<uuid>>)\"",
        V("18m       19m       4         postgresql-1-t199e   Pod                                     Warning   FailedSync   "
          "{kubelet node238.localnet.net}   Error syncing pod, skipping: failed to \"StartContainer\" for \"postgresql\" "
          + _CRASH + "40s restarting failed container=postgresql pod=postgresql-1-t199e_test2(<<uuid>>)\"",
          src="https://github.com/openshift/origin/issues/7824", tool="openshift", cmd="oc get events"),
        V("Jan 19 22:05:08 bms-k8s-node-188-64 kubelet: E0119 22:05:08.823485   <<pid>> pod_workers.go:186] Error syncing pod "
          "<<uuid>> (\"apprepo-sync-stable-1547906400-k8xb7_kubeapps(<<uuid>>)\"), skipping: failed to \"StartContainer\" for "
          "\"sync\" " + _CRASH + "2m40s restarting failed container=sync pod=apprepo-sync-stable-1547906400-k8xb7_kubeapps("
          "<<uuid>>)\"", src="https://github.com/vmware-tanzu/kubeapps/issues/933", tool="kubeapps",
          cmd="tail -f /var/log/messages", cls="wrapper"),
        V("13s Warning BackOff pod/helloworld-656898b9bb-98vrv Back-off restarting failed container",
          src="https://github.com/docker-library/hello-world/issues/87", tool="kubectl", cmd="kubectl get event --watch",
          cls="version"),
        V("Warning  BackOff           4m25s (x157 over 38m)  kubelet, minikube  Back-off restarting failed container",
          src="https://github.com/tarantool/tarantool-operator/pull/88", tool="minikube", cls="version",
          cmd="kubectl describe pod"),
        V("Back-off restarting failed container", src="https://github.com/kubernetes/kubernetes/issues/93826", tool="kubectl",
          cmd="kubectl describe pods wordpress-5bbd7fd785-p4s9r", cls="version"),
    ], cmd="journalctl -u kubelet", exit=None, os=("linux",), n=12),
    G("f2-gitlab-runner-forbidden", "gitlab-runner", "runtime-value", "https://github.com/sameersbn/docker-gitlab/issues/1589", [
        "gitlab-runner    | " + _FORBIDDEN + "<<hex8>>",
        V("gitlab-runner    | " + _FORBIDDEN + "cnqGqEov\ngitlab-runner    | " + _FORBIDDEN + "cnqGqEov\n"
          "gitlab-runner    | " + _FORBIDDEN + "cnqGqEov\n"
          "gitlab-runner    | ERROR: Runner https://....team/ci/cnqGqEo... is not healthy and will be disabled!",
          cls="multiline"),
        V("hetzner-runner_1  | " + _FORBIDDEN + "<<hex8>>", src="https://github.com/mawalu/hetzner-gitlab-runner/issues/8",
          tool="hetzner-gitlab-runner"),
        V("\"level\":\"error\",\"msg\":\"Checking for jobs... forbidden\",\"runner\":\"GR1348941<<hex8>>\",\"status\":\"POST "
          "https://gitlab.example.com/api/v4/jobs/request: 403 Forbidden\"",
          src="https://github.com/cattle-ops/terraform-aws-gitlab-runner/issues/1143", tool="terraform-aws-gitlab-runner",
          cmd="terraform apply", cls="version"),
    ], cmd="docker-compose up gitlab-runner", exit=None, os=("linux",), n=8),
    G("f2-java-heap-thread", "java", "runtime-value", "https://github.com/CEMPD/VERDI/issues/122", [
        "Exception in thread \"<<jthread>>\" " + _HEAP,
        V("Exception in thread \"AWT-EventQueue-0\" " + _HEAP + "\n    at java.awt.image.DataBufferInt.<init>"
          "(DataBufferInt.java:75)\n    at java.awt.image.Raster.createPackedRaster(Raster.java:467)", os="macos",
          tool="verdi", cls="multiline"),
        V("Exception in thread \"AWT-EventQueue-0\" java.lang.OutOfMemoryError: Java\nheap space\n"
          "        at java.awt.image.DataBufferInt.<init>(Unknown Source)", src="https://github.com/ByteHamster/DrawingPad/issues/6",
          os="windows", tool="drawingpad", cmd="java -jar DrawingPad.jar", cls="multiline"),
        V("[INFO] Exception in thread \"AWT-EventQueue-0\" " + _HEAP,
          src="https://github.com/goatfungus/NMSSaveEditor/issues/113", os="windows", tool="nmssaveeditor",
          cmd="NMSSaveEditor.exe", cls="wrapper"),
        V("Exception in thread \"AWT-EventQueue-0\" java.lang.OutOfMemoryError: Java heap \nspace",
          src="https://github.com/akarnokd/open-ig/issues/878", os="windows", tool="open-ig",
          cmd="java -jar open-ig-launcher.jar", cls="version"),
        V(_HEAP + "\n\tat java.awt.image.DataBufferInt.<init>(DataBufferInt.java:75)\n"
          "\tat java.awt.image.Raster.createPackedRaster(Raster.java:467)",
          src="https://github.com/CommonWealthRobotics/BowlerStudio/issues/145", os="windows", tool="bowlerstudio",
          cmd="BowlerStudio.exe", cls="multiline"),
        V("ERROR 2014-09-11 13:49:52,489 [New I/O worker #<<n>>] Worker$1 - Uncaught exception in thread: Thread[New I/O worker "
          "#<<n>>,5,MyriaWorkerThreadGroup]\n" + _HEAP, src="https://github.com/uwescience/myria/issues/615", tool="myria",
          cmd="./launch_cluster.sh", cls="wrapper"),
        V("[<<logts>>] ERROR WorkerSinkTask{id=backup-sink-0} Task threw an uncaught and unrecoverable exception. Task is "
          "being killed and will not recover until manually restarted. Error: Java heap space "
          "(org.apache.kafka.connect.runtime.WorkerSinkTask)\n" + _HEAP, src="https://github.com/itadventurer/kafka-backup/issues/132",
          tool="kafka-connect", cmd="connect-standalone.sh", cls="wrapper"),
    ], cmd="java -jar verdi.jar", os=("linux", "windows"), look="f2-java-native-thread", n=12),
    G("f2-java-gc-overhead", "java", "runtime-value", "https://github.com/tudarmstadt-lt/GermaNER/issues/10", [
        "Exception in thread \"<<jthread>>\" " + _GC,
        V("Exception in thread \"Thread-<<n2>>\" " + _GC, src="https://github.com/aidenlab/JuiceboxLegacy/issues/146",
          tool="juicebox"),
        V("Exception in thread \"Thread-224\" " + _GC + "\nException in thread \"Thread-223\" " + _GC + "\n"
          "Exception in thread \"Thread-225\" " + _GC + "\n\nProcess finished with exit code 143",
          src="https://github.com/aidenlab/JuiceboxLegacy/issues/146", tool="juicebox", cls="multiline"),
        V("\"async-thread-macro-<<n>>\" " + _GC, src="https://github.com/keboola/ex-facebook-graph-api/issues/5",
          tool="clojure"),
        V("Caused by: " + _GC, src="https://github.com/alibaba/otter/issues/794", tool="otter", cls="wrapper"),
        V("GM Report: Exception in thread \"main\" " + _GC, src="https://github.com/peeyush-tm/gmreports/issues/15",
          tool="gmreports", cls="wrapper"),
        V(_GC, src="https://github.com/typ0520/fastdex/issues/69", tool="gradle", cmd="./gradlew assembleDebug",
          cls="two-programs"),
    ], cmd="java -Xmx4g -jar GermaNER.jar", os=("linux", "windows"), n=10),
    G("f2-win-system-error-53", "azure-pipelines", "non-file-path",
      "https://github.com/microsoft/azure-pipelines-tasks/issues/1046", [
        "2016-01-07T15:48:34.7216403Z ##[error]Failed to connect to the path \\\\myvm.cloudapp.net with the user "
        "mydomain\\myadmin for copying.\n \n2016-01-07T15:48:34.7216403Z ##[error]System error 53 has occurred. \n \n"
        "2016-01-07T15:48:34.7216403Z ##[error]The network path was not found.",
        V("2017-03-09T10:36:32.1822403Z       Failed to connect to the path \\\\Machine-win8 with the user cybage\\Machine for "
          "copying. \n2017-03-09T10:36:32.1822403Z     System error 53 has occurred.  \n"
          "2017-03-09T10:36:32.1822403Z The network path was not found.",
          src="https://github.com/microsoft/azure-pipelines-tasks/issues/3761"),
        V("Error: System error 53 has occurred.\n\nThe network path was not found.",
          src="https://github.com/cryptomator/cryptomator/issues/355", tool="cryptomator", cmd="Cryptomator.exe",
          cls="two-programs"),
        V("System error 53 has occurred.\n\nThe network path was not found.", src="https://github.com/microsoft/WSL/issues/5088",
          tool="net", shell="cmd", cmd="net use \\\\wsl$\\Ubuntu-18.04", cls="everyday"),
        V("could not open \\\\target\\c$\\windows\\system32\\perceptionSimulation\\*: 53 - ERROR_BAD_NETPATH",
          src="https://github.com/netero1010/ServiceMove-BOF/issues/1", tool="servicemove-bof", cmd="ServiceMove",
          cls="version"),
    ], cmd="WindowsMachineFileCopy.ps1", os=("windows",), shells=("powershell", "cmd"), look="f2-cmd-zh-system-error-5", n=8),
]
