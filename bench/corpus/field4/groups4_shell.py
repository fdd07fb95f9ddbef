"""Field set 4: shells and containers (a script without its execute bit in bash, dash, a bash
script and CircleCI; an entrypoint that sh cannot find; bash missing in an Alpine image) and one
errno surfaced by several servers (address in use: Puma, fluentd, Jetty, Tomcat's shutdown port).

Each message is the text of the thread in `src`; only `<<slot>>` parts were generalised.
"""

from __future__ import annotations

from fieldspec import G, V

_PUMA = ("<<home>>/.arm64_rubies/3.2.2/lib/ruby/gems/3.2.0/gems/puma-6.3.0/lib/puma/binder.rb:334:in `initialize': "
         "Address already in use - bind(2) for \"0.0.0.0\" port <<port>> (Errno::EADDRINUSE)")

GROUPS = [
    G("gradlew-not-executable", "bash", "shell", "https://github.com/kigen/bitbucket-pipelines-android/issues/2", [
        "bash: ./gradlew: Permission denied",
        V("sh: 1: ./gradlew: Permission denied", src="https://github.com/vgaidarji/android-github-actions-build/issues/8",
          shell="sh", os="linux"),
        V("/home/travis/build.sh: line 45: ./gradlew: Permission denied",
          src="https://github.com/snowdream/SnowdreamFramework/issues/18", tool="travis", shell="bash", os="linux",
          cls="wrapper"),
        V("-bash: ./gradlew: Permission denied", src="https://github.com/Zhuinden/simple-stack/issues/68", os="macos",
          shell="bash"),
        V("./gradlew: Permission deniedExited with code 126", src="https://github.com/circleci/circleci-docs/pull/1860",
          tool="circleci", os="linux", shell="bash", cls="wrapper"),
        V("bash: ./gradlew: Permission denied", src="https://github.com/gyakkun/qq-mht2html/issues/8",
          cmd="./gradlew build"),
    ], cmd="./gradlew assembleDebug", exit=126, shells=("bash",)),
    G("sh-entrypoint-not-found-crlf", "sh", "shell", "https://github.com/guyzyl/whatsapp-contact-sync/issues/202", [
        "/bin/sh: ./entrypoint.sh: not found",
        V("<<date>>T<<time>>.762565+00:00 app[web.1]: /bin/sh: 1: ./scripts/entrypoint.sh: not found",
          src="https://github.com/codingforentrepreneurs/Jupyter-x-Docker-on-Heroku/issues/1", tool="heroku",
          cmd="./scripts/entrypoint.sh", cls="wrapper"),
        V("/bin/sh: /entrypoint.sh: not found", src="https://github.com/lunnlew/AutoSignMachine/issues/19",
          tool="docker", cmd="docker run <<proj>>"),
        V("exec /usr/local/bin/docker-entrypoint.sh: no such file or directory",
          src="https://github.com/hashicorp/consul/issues/21955", tool="docker", cmd="docker run <<proj>>",
          cls="two-programs"),
    ], cmd="./entrypoint.sh", exit=127, os=("linux",), shells=("sh",)),
    G("alpine-image-has-no-bash", "docker", "non-file-path", "https://github.com/tiangolo/docker-with-compose/issues/8", [
        "/usr/local/bin/docker-entrypoint.sh: exec: line 61: /bin/bash: not found",
    ], cmd="docker run --rm <<proj>> bash", exit=127, os=("linux",), shells=("sh",),
      look="sh-entrypoint-not-found-crlf"),
    G("bash-entrypoint-cannot-execute-binary", "bash", "everyday", "https://github.com/docker/for-linux/issues/225", [
        "/bin/ls: /bin/ls: cannot execute binary file",
    ], cmd="docker run --rm --entrypoint=/bin/bash debian ls", exit=126, os=("linux",), shells=("bash",),
      look="alpine-image-has-no-bash"),
    G("dash-syntax-error-bash-script", "sh", "shell", "https://github.com/docker-library/wordpress/issues/173", [
        "/entrypoint.sh: 97: /entrypoint.sh: Syntax error: \"(\" unexpected (expecting \"fi\")",
    ], cmd="sh /entrypoint.sh", exit=2, os=("linux",), shells=("sh",)),
    G("puma-tcp-address-in-use", "puma", "two-programs", "https://github.com/puma/puma/issues/3142", [
        "Puma starting in single mode...\n* Puma version: 6.3.0 (ruby 3.2.2-p53) (\"Mugi No Toki Itaru\")\n"
        "*  Min threads: 0\n*  Max threads: 5\n*  Environment: development\n*          PID: <<pid>>\n"
        "* Listening on http://0.0.0.0:<<port>>\n" + _PUMA,
        _PUMA + "\n\tfrom <<home>>/.arm64_rubies/3.2.2/lib/ruby/gems/3.2.0/gems/puma-6.3.0/lib/puma/binder.rb:334:in `new'",
    ], cmd="puma --config /dev/stdin", os=("macos",)),
    G("fluentd-port-in-use", "fluentd", "two-programs", "https://github.com/fluent/fluentd/issues/5361", [
        "unexpected error error_class=Errno::EADDRINUSE error=\"Address already in use - bind(2) for \\\"127.0.0.1\\\" "
        "port 24230\"",
    ], cmd="fluentd -c /etc/fluent/fluent.conf", os=("linux",), look="puma-tcp-address-in-use"),
    G("jetty-http-port-in-use", "jetty", "two-programs", "https://github.com/OAuth-Apis/apis/issues/19", [
        "<<date>> <<time>>.021:WARN:oejuc.AbstractLifeCycle:FAILED SelectChannelConnector@0.0.0.0:8080: "
        "java.net.BindException: Address already in use\njava.net.BindException: Address already in use",
        V("FAILED ServerConnector@<<hex8>>{HTTP/1.1}{0.0.0.0:9022}: java.net.BindException: Address already in use",
          src="https://github.com/psi-probe/psi-probe/issues/1634", cls="version", cmd="java -jar psi-probe.war"),
        V("java.net.BindException: Address already in use: bind", src="https://github.com/mock-server/mockserver-monorepo/issues/1445",
          os="windows", tool="mockserver", cmd="mvn exec:java"),
        V("java.net.BindException: Address already in use: bind", src="https://github.com/zhujiwan888/newbie/issues/23",
          os="windows", tool="tomcat", cmd="catalina.bat run"),
    ], cmd="mvn jetty:run", look="fluentd-port-in-use"),
    G("tomcat-shutdown-port-in-use", "tomcat", "multiline", "https://github.com/wearefrank/frank-runner/issues/87", [
        "[main] org.apache.catalina.core.StandardServer.await Failed to create server shutdown socket on address "
        "[localhost] and port [8005] (base port [8005] and offset [0])\n\tjava.net.BindException: Address already in use: "
        "JVM_Bind\n\t\tat java.net.DualStackPlainSocketImpl.bind0(Native Method)\n\t\tat "
        "java.net.DualStackPlainSocketImpl.socketBind(DualStackPlainSocketImpl.java:106)",
    ], cmd="start.bat", os=("windows",), look="jetty-http-port-in-use"),
]
