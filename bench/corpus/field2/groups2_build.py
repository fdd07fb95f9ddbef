"""Field set 2, build-tool wrappers: Maven's goal line, Gradle's task lines and husky's hook line around one message.

Each group's message is copied from the public thread in `src`; only volatile parts are `<<slot>>`s. Maven's
"Fatal error compiling: invalid target release: 11" (a JDK older than the release the pom asks for) comes inside
"[ERROR] Failed to execute goal …" and bare as javac's IllegalArgumentException; its look-alike "invalid target
release: 1.11" is a pom that names a release that does not exist. Gradle's "invalid source release: 17" comes inside
"> Task … FAILED" / "Execution failed for task …" for one plugin after another. husky's hook line wraps a shell's
"command not found" for the tool the hook runs, against its look-alike where node itself is missing from a GUI's PATH.
"""

from __future__ import annotations

from fieldspec import G, V


def _mvn_goal(plugin: str, project: str, tail: str = " -> [Help 1]") -> str:
    return (f"[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:{plugin}:compile "
            f"(default-compile) on project {project}: Fatal error compiling: invalid target release: 11{tail}")


GROUPS = [
    G("f2-maven-invalid-target-11", "maven", "version", "https://github.com/xxux11/http-methods-discloser/issues/1", [
        "[INFO] BUILD FAILURE\n[INFO] ------------------------------------------------------------------------\n"
        "[INFO] Total time:  1.600 s\n[INFO] Finished at: 2021-04-29T23:48:14-03:00\n"
        "[INFO] ------------------------------------------------------------------------\n"
        + _mvn_goal("3.8.1", "http-methods-discloser"),
        V(_mvn_goal("3.7.0", "messagebird-api"), src="https://github.com/messagebird/java-rest-api/issues/63",
          cls="wrapper", os="linux", cmd="mvn test"),
        V(_mvn_goal("3.8.1", "java-docker-build"), src="https://github.com/miguno/java-docker-build-tutorial/pull/6",
          tool="docker", cls="wrapper", os="linux", cmd="./docker-build.sh"),
        V(_mvn_goal("3.1", "botify"), src="https://github.com/robinfriedli/aiode/issues/196", cls="wrapper",
          os="windows", shell="cmd", cmd="mvn package"),
        V(_mvn_goal("3.8.1", "DataDefender"), src="https://github.com/armenak/DataDefender/issues/184", cls="wrapper",
          os="windows", shell="powershell", cmd="mvn package"),
        V(_mvn_goal("3.8.1", "anserini", tail=""), src="https://github.com/castorini/anserini/issues/748",
          cls="wrapper", os="linux", cmd="mvn clean package appassembler:assemble"),
        V("Caused by: java.lang.IllegalArgumentException: invalid target release: 11",
          src="https://github.com/duydo/elasticsearch-analysis-vietnamese/issues/129", tool="javac", cls="two-programs",
          os="linux", cmd="mvn package"),
    ], cmd="mvn clean install", os=("macos",), n=12),
    G("f2-maven-invalid-target-1-11", "maven", "version", "https://github.com/carlossg/docker-maven/issues/117", [
        "Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.1:compile (default-compile) on project "
        "IEIFIntegrityCheck: Fatal error compiling: error: invalid target release: 1.11",
    ], cmd="docker build -t ieif .", os=("linux",), look="f2-maven-invalid-target-11", n=4),
    G("f2-gradle-invalid-source-17", "gradle", "wrapper", "https://github.com/ls1intum/Artemis/issues/8257", [
        "> Task :compileJava FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
        "Execution failed for task ':compileJava'.\n> error: invalid source release: 17",
        V("Execution failed for task ':share_plus:compileReleaseJavaWithJavac'. > error: invalid source release: 17",
          src="https://github.com/fluttercommunity/plus_plugins/issues/2955", tool="flutter", cls="wrapper",
          cmd="flutter build apk"),
        V("Execution failed for task ':connectivity_plus:compileDebugJavaWithJavac'. > error: invalid source release: 17",
          src="https://github.com/fluttercommunity/plus_plugins/issues/2905", tool="flutter", cls="wrapper",
          os="windows", shell="powershell", cmd="flutter run"),
        V("java.lang.IllegalArgumentException: error: invalid source release: 17",
          src="https://github.com/ionic-team/capacitor/issues/6567", tool="capacitor", cls="two-programs",
          os="macos", cmd="npx cap run android"),
    ], cmd="./gradlew -Pprod -Pwar clean bootWar --stacktrace", os=("linux",), look="f2-maven-invalid-target-11", n=10),
    G("f2-husky-pretty-quick-not-found", "husky", "wrapper",
      "https://github.com/kentcdodds/eslint-config-kentcdodds/issues/109", [
          ".config/husky/pre-commit: line 4: pretty-quick: command not found\n"
          "husky - pre-commit hook exited with code 127 (error)",
      ], cmd="git commit -m 'update deps'", exit=1, os=("macos", "linux"), shells=("bash", "zsh"), n=4),
    G("f2-husky-node-not-in-path", "husky", "wrapper", "https://github.com/desktop/desktop/issues/15472", [
        "env: node: No such file or directory\nhusky - pre-commit hook exited with code 127 (error)\n"
        "husky - command not found in PATH=<<pathvar>>",
    ], cmd="git commit", exit=1, os=("macos",), look="f2-husky-pretty-quick-not-found", n=4,
      extra={"pathvar": "/usr/bin:/bin:/usr/sbin:/sbin"}),
]
