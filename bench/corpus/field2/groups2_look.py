"""Field set 2, look-alike families: Docker images, pip requirements, CMake packages, Maven artifacts, nginx, Redis.

Each group's message is copied from the public thread in `src`; only volatile parts are `<<slot>>`s. Within a
family the message differs only in the thing that is wrong (the image, the requirement, the package, the
artifact, the socket), and each needs its own fix, so every group names a look-alike it must never merge with.
"""

from __future__ import annotations

from fieldspec import G, V

_DENIED = ("Error response from daemon: pull access denied for {image}, repository does not exist or may require "
           "'docker login': denied: requested access to the resource is denied")
_CMAKE = ("CMake Error at CMakeLists.txt:{line} (find_package):\n"
          "  By not providing \"Find{name}.cmake\" in CMAKE_MODULE_PATH this project has\n"
          "  asked CMake to find a package configuration file provided by \"{name}\", but\n  CMake did not find one.\n\n"
          "  Could not find a package configuration file provided by \"{name}\"{req} with any\n"
          "  of the following names:\n\n    {name}Config.cmake\n    {lower}-config.cmake\n\n"
          "  Add the installation prefix of \"{name}\" to CMAKE_PREFIX_PATH or set\n"
          "  \"{name}_DIR\" to a directory containing one of the above files.  If\n"
          "  \"{name}\" provides a separate development package or SDK, be sure it has\n  been installed.")
_MVN_TAIL = ("\n[ERROR] \n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.\n"
             "[ERROR] Re-run Maven using the -X switch to enable full debug logging.")
_MVN = "[ERROR] Failed to execute goal on project {proj}: Could not resolve dependencies for project {coord}: {why} -> [Help 1]"


def _cmake(name: str, line: str = "<<line>>", req: str = "") -> str:
    return _CMAKE.format(name=name, lower=name.lower(), line=line, req=req)


def _mvn(proj: str, coord: str, why: str, tail: bool = True) -> str:
    return _MVN.format(proj=proj, coord=coord, why=why) + (_MVN_TAIL if tail else "")


_DOCKER = dict(os=("linux", "macos", "windows"), exit=125)
_CMAKE_G = dict(cmd="cmake -B build -S .", os=("linux", "macos", "windows"))

GROUPS = [
    # -- Docker: an image that does not exist or is private (each image, another fix) --------------------
    G("f2-docker-denied-myimage", "docker", "wrapper", "https://github.com/HodorNV/ALOps/issues/375", [
        _DENIED.format(image="myimage"), "*Start Docker Container*\n" + _DENIED.format(image="myimage"),
    ], cmd="docker run myimage", look="f2-docker-denied-bheem", **_DOCKER),
    G("f2-docker-denied-bheem", "docker", "non-file-path", "https://github.com/harsh-bothra/Bheem/issues/35", [
        _DENIED.format(image="xavier99909/hacktools_bheem"),
    ], cmd="docker pull xavier99909/hacktools_bheem", look="f2-docker-denied-zeek", **_DOCKER),
    G("f2-docker-denied-zeek", "docker", "multiline", "https://github.com/confluentinc/demo-siem-optimization/issues/30", [
        " ! Image localbuild/zeek-tcpreplay-kafka                      pull access denied for localbuild/zeek-tcpreplay-kafka, "
        "repository does not exist or may require 'docker login'" + " " * 40 + "<<n>>.1s ",
        "pull access denied for localbuild/zeek-tcpreplay-kafka, repository does not exist or may require 'docker login'",
    ], cmd="docker compose pull", look="f2-docker-denied-myimage", **_DOCKER),
    # -- pip: a requirement no index carries ---------------------------------------------------------------
    G("f2-pip-nodist-twisted", "pip", "wrapper", "https://github.com/JoinMarket-Org/joinmarket-clientserver/issues/616", [
        "ERROR: Could not find a version that satisfies the requirement twisted==19.7.0 (from joinmarketbase==0.6.3.1->-r "
        "requirements/base.txt (line 1)) (from versions: none)\nERROR: No matching distribution found for twisted==19.7.0 "
        "(from joinmarketbase==0.6.3.1->-r requirements/base.txt (line 1))",
    ], cmd="./install.sh", os=("linux",), look="f2-pip-nodist-pygcl"),
    G("f2-pip-nodist-pygcl", "pip", "version", "https://github.com/PyGCL/PyGCL/issues/45", [
        "ERROR:could not find a version that satisfies the requirement PyGCL (from version:none) "
        "ERROR:No matching distribution found for PyGCL",
        "ERROR:could not find a version that satisfies the requirement PyGCL\nERROR:No matching distribution found for PyGCL",
    ], cmd="pip install PyGCL", os=("linux", "windows"), look="f2-pip-nodist-twisted"),
    # -- CMake: find_package of a package that is not installed --------------------------------------------
    G("f2-cmake-pkg-cef", "cmake", "multiline", "https://github.com/chromiumembedded/cef/issues/3875", [
        _cmake("CEF", line="209"),
    ], look="f2-cmake-pkg-check", **_CMAKE_G),
    G("f2-cmake-pkg-check", "cmake", "wrapper", "https://github.com/microsoft/vcpkg/issues/9262", [
        "1> [CMake] CMake Error at <<home>>\\source\\repos\\vcpkg\\scripts\\buildsystems\\vcpkg.cmake:263 (_find_package):\n"
        "1> [CMake]   Could not find a package configuration file provided by \"check\" with any of\n"
        "1> [CMake]   the following names:\n1> [CMake] \n1> [CMake]     CheckConfig.cmake\n1> [CMake]     check-config.cmake\n"
        "1> [CMake]     checkConfig.cmake\n1> [CMake]     check-config.cmake\n1> [CMake] \n"
        "1> [CMake]   Add the installation prefix of \"check\" to CMAKE_PREFIX_PATH or set\n"
        "1> [CMake]   \"check_DIR\" to a directory containing one of the above files.  If \"check\"\n"
        "1> [CMake]   provides a separate development package or SDK, be sure it has been\n1> [CMake]   installed.",
    ], cmd="cmake --preset x64-debug", os=("windows",), look="f2-cmake-pkg-cef"),
    # -- Maven: an artifact central does not have ------------------------------------------------------------
    G("f2-mvn-artifact-bugvm-soot", "maven", "non-file-path", "https://github.com/ibinti/bugvm/issues/12", [
        _mvn("bugvm-compiler", "com.bugvm:bugvm-compiler:jar:1.0.0.0-SNAPSHOT",
             "Could not find artifact com.bugvm:bugvm-soot:jar:2.5.0-1 in central (https://repo.maven.apache.org/maven2)", False),
        _mvn("bugvm-compiler", "com.bugvm:bugvm-compiler:jar:1.0.0.0-SNAPSHOT",
             "Could not find artifact com.bugvm:bugvm-soot:jar:2.5.0-1 in central (https://repo.maven.apache.org/maven2)"),
    ], cmd="mvn install", look="f2-mvn-artifact-sbom-commons", os=("linux", "macos", "windows")),
    G("f2-mvn-artifact-sbom-commons", "maven", "non-file-path", "https://github.com/CycloneDX/sbom-combiner/issues/5", [
        _mvn("sbomcomparator", "com.lmco.efoss:sbomcomparator:jar:1.2.1", "Could not find artifact "
             "com.lmco.efoss.sbom:sbom-commons:jar:1.1.1 in central (https://repo.maven.apache.org/maven2)")
        + "\n[ERROR] \n[ERROR] For more information about the errors and possible solutions, "
        "please read the following articles:\n"
        "[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/DependencyResolutionException",
    ], cmd="mvn clean install", look="f2-mvn-artifact-mqtt-sn-pom", os=("linux", "macos", "windows")),
    G("f2-mvn-artifact-mqtt-sn-pom", "maven", "multiline", "https://github.com/simon622/mqtt-sn/issues/58", [
        "[INFO] ------------------------------------------------------------------------\n[INFO] BUILD FAILURE\n"
        "[INFO] ------------------------------------------------------------------------\n[INFO] Total time:  <<n>>.065 s\n"
        "[INFO] Finished at: <<date>>T<<time>>+01:00\n"
        "[INFO] ------------------------------------------------------------------------\n"
        + _mvn("mqtt-sn-gateway", "org.slj:mqtt-sn-gateway:jar:0.2.0", "Failed to collect dependencies at "
               "org.slj:mqtt-sn-core:jar:0.2.0: Failed to read artifact descriptor for org.slj:mqtt-sn-core:jar:0.2.0: "
               "Could not find artifact org.slj:mqtt-sn:pom:0.2.0 in central (https://repo.maven.apache.org/maven2)"),
    ], cmd="mvn -f mqtt-sn-gateway clean package", os=("linux",), look="f2-mvn-artifact-hbase"),
    G("f2-mvn-artifact-hbase", "maven", "version", "https://github.com/travis-ci/travis-ci/issues/7426", [
        "[ERROR] Failed to execute goal on project hbase: Could not resolve dependencies for project "
        "com.baeldung:hbase:jar:1.0.0-SNAPSHOT: \nCould not find artifact org.apache.hbase:hbase:jar:1.3.0 in central     "
        "(http://repo.maven.apache.org/maven2) -> [Help 1]",
    ], cmd="mvn test", os=("linux",), look="f2-mvn-artifact-bugvm-soot"),
    # -- services: nginx cannot bind, Redis is not running -----------------------------------------------
    G("f2-nginx-bind-in-use", "nginx", "runtime-value", "https://github.com/EasyEngine/easyengine/issues/10", [
        "Restarting nginx: nginx: [emerg] bind() to 0.0.0.0:80 failed (98: Address already in use)\n"
        "nginx: [emerg] bind() to 0.0.0.0:80 failed (98: Address already in use)\n"
        "nginx: [emerg] bind() to 0.0.0.0:80 failed (98: Address already in use)",
        V("Restarting nginx: nginx: [emerg] bind() to [::]:80 failed (98: Address already in use)\n"
          "nginx: [emerg] bind() to [::]:80 failed (98: Address already in use)\nnginx: [emerg] still could not bind()\nnginx.",
          src="https://github.com/Keith2/lowendscript-ng/issues/2", cmd="/etc/init.d/nginx restart"),
        V("Jan 11 <<time>> <<host>> nginx[<<pid>>]: nginx: [emerg] bind() to 0.0.0.0:80 failed (98: Address already in use)\n"
          "Jan 11 <<time>> <<host>> nginx[<<pid>>]: nginx: [emerg] still could not bind()\n"
          "Jan 11 <<time>> <<host>> systemd[1]: nginx.service: Control process exited, code=exited, status=1/FAILURE",
          src="https://github.com/logseq/logseq/issues/1110", tool="systemd", cmd="systemctl start nginx", cls="wrapper"),
        V("[emerg] <<pid>>#<<pid>>: bind() to [::]:80 failed (98: Address already in use)\n"
          "[emerg] <<pid>>#<<pid>>: still could not bind()",
          src="https://github.com/xtr4nge/FruityWifi/issues/224"),
        V("nginx: [emerg] bind() to 0.0.0.0:<<port>> failed (98: Address already in use)\n"
          "nginx: [emerg] bind() to 0.0.0.0:<<port>> failed (98: Address already in use)\nnginx: [emerg] still could not bind()",
          src="https://github.com/WWBN/AVideo/issues/989", cmd="sudo /usr/local/nginx/sbin/nginx"),
    ], cmd="service nginx restart", os=("linux",), look="f2-nginx-bind-unix-sock", n=10),
    G("f2-nginx-bind-unix-sock", "nginx", "non-file-path", "https://github.com/XTLS/Xray-examples/issues/68", [
        "<<date>> <<time>> <<host>> nginx[<<pid>>]: nginx: [emerg] bind() to unix:/dev/shm/default.sock failed "
        "(98: Address already in use)\n<<date>> <<time>> <<host>> nginx[<<pid>>]: nginx: [emerg] bind() to "
        "unix:/dev/shm/h2c.sock failed (98: Address already in use)\n"
        "<<date>> <<time>> <<host>> nginx[<<pid>>]: nginx: [emerg] still could not bind()",
        "nginx: [emerg] bind() to unix:/dev/shm/default.sock failed (98: Address already in use)",
    ], cmd="systemctl restart nginx", os=("linux",)),
    G("f2-redis-refused", "node", "two-programs", "https://github.com/vpdb/server/issues/176", [
        "Error: Redis connection to 127.0.0.1:6379 failed - connect ECONNREFUSED 127.0.0.1:6379\n"
        "  File \"util.js\", line 992, in Object._errnoException\n  File \"util.js\", line 1014, in _exceptionWithHostPort\n"
        "  File \"net.js\", line 1186, in TCPConnectWrap.afterConnect [as oncomplete]",
        V("Error: Redis connection to 127.0.0.1:6379 failed - connect ECONNREFUSED 127.0.0.1:6379\n"
          "  File \"net.js\", line 1191, in TCPConnectWrap.afterConnect [as oncomplete]",
          src="https://github.com/vpdb/server/issues/263", cls="version"),
        V("Redis connection to 127.0.0.1:6379 failed - connect ECONNREFUSED 127.0.0.1:6379",
          src="https://github.com/trulymittal/API-Authentication-NodeJs/issues/9"),
    ], cmd="node <<jsfile>>", os=("linux", "macos"), n=8),
]
