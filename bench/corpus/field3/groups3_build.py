"""Field set 3: build and toolchain messages (Go modules, Xcode tools, LaTeX, Podman)."""

from fieldspec import G, V

_GOMOD = "go: go.mod file not found in current directory or any parent directory; see 'go help modules'"
_XCRUN = ("xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools), missing xcrun at: "
          "/Library/Developer/CommandLineTools/usr/bin/xcrun")
_STY = "! LaTeX Error: File `{}' not found.\n\nType X to quit or <RETURN> to proceed,\nor enter new name. (Default extension: {})"
_SHORT = ('Error: short-name "{}" did not resolve to an alias and no unqualified-search registries are defined in '
          '"{}"')

GROUPS = [
    G("f3-go-mod-file-not-found", "go", "version", "https://github.com/philopon/go-toposort/issues/2", [
        V(_GOMOD, os="windows", shell="powershell"),
        V("go: go.mod file not found in current directory or any parent directory; see 'go\nhelp modules'",
          os="windows", shell="powershell", src="https://github.com/stevenle/topsort/issues/3", cls="multiline"),
        V(_GOMOD + "\nmake: *** [Makefile:12: dist/docker-domains] Error 1", tool="make", cmd="make build",
          src="https://github.com/metal3d/docker-domains/issues/2", cls="wrapper", exit=2),
        V("go: cannot find main module, but found Gopkg.lock in <<root>>\n        to create a module there, run:\n"
          "        go mod init", src="https://github.com/cni-genie/CNI-Genie/issues/223"),
    ], cmd="go build", os=("linux", "macos", "windows"), n=8),
    G("f3-xcrun-invalid-developer-path", "xcrun", "wrapper", "https://github.com/TFdream/blog/issues/31", [
        V(_XCRUN, tool="git", cmd="git status"),
        V("npm ERR! " + _XCRUN, tool="npm", cmd="npm install", src="https://github.com/npm/npm/issues/11962"),
        V("Checking for updates..." + _XCRUN + "\n" + _XCRUN + "\n[Error]", tool="bash", cmd="./jarvis.sh",
          src="https://github.com/alexylem/jarvis/issues/165"),
        V("Script result: " + _XCRUN, tool="jamf", cmd="sudo jamf policy", src="https://github.com/t-lark/Auto-Update/issues/7"),
    ], os=("macos",), n=8),
    G("f3-latex-missing-tocstyle", "pdflatex", "multiline", "https://github.com/Open-Advice/Open-Advice/issues/35", [
        _STY.format("tocstyle.sty", "sty"),
    ], cmd="make", exit=2),
    G("f3-latex-missing-placeins", "pdflatex", "multiline", "https://github.com/njcuk9999/apero-drs/issues/586", [
        "! LaTeX Error: File `placeins.sty' not found.\nType X to quit or <RETURN> to proceed,\nor enter new name. "
        "(Default extension: sty)\nEnter file name:",
    ], cmd="pdflatex <<proj>>.tex", look="f3-latex-missing-tocstyle"),
    G("f3-latex-missing-type1ec", "latex", "multiline", "https://github.com/1QB-Information-Technologies/ccvm/issues/52", [
        "(/usr/share/texlive/texmf-dist/tex/latex/type1cm/type1cm.sty)\n\n" + _STY.format("type1ec.sty", "sty")
        + "\n\nEnter file name: \n! Emergency stop.\n<read *> \n         \nl.8 \\usepackage\n               "
        "[utf8]{inputenc}^^M\nNo pages of output.\nTranscript written on <<hex12>>.log.",
    ], cmd="latex -interaction=nonstopmode --halt-on-error ../<<hex12>>.tex", look="f3-latex-missing-tocstyle"),
    G("f3-latex-missing-dtklogos", "xelatex", "multiline",
      "https://github.com/cnDelbert/SDU_thesis_template_for_postgraduate/pull/8", [
        _STY.format("dtklogos.sty", "sty"),
    ], cmd="xelatex thesis.tex", os=("windows", "linux"), look="f3-latex-missing-tocstyle"),
    G("f3-latex-missing-cmbase-sym", "pdflatex", "multiline", "https://github.com/overleaf/overleaf/issues/163", [
        "LaTeX Error: File `cmbase.sym' not found. /usr/local/texlive/2014/texmf-dist/tex/latex/breqn/flexisym.sty, "
        "line 410\n\nType X to quit or <RETURN> to proceed,\nor enter new name. (Default extension: sym)\n\n"
        "Enter file name: \n! Emergency stop.\n<read *> \n\nl.410 \\ExecuteOptions{cmbase}",
    ], cmd="pdflatex -interaction=nonstopmode thesis.tex", look="f3-latex-missing-tocstyle"),
    G("f3-podman-short-name-no-search-registries", "podman", "version",
      "https://github.com/podman-container-tools/podman/issues/24989", [
        _SHORT.format("helloworld", "/etc/containers/registries.conf"),
        V(_SHORT.format("swaggerapi/swagger-ui:latest", "/etc/containers/registries.conf"),
          src="https://github.com/podman-container-tools/podman/issues/19845", cmd="podman create -p 80:8080 "
          "--name swaggerapi/swagger-ui:latest", cls="non-file-path"),
        V("Error: error getting default registries to try: " + _SHORT.format("python:latest", "")[7:],
          src="https://github.com/podman-container-tools/podman/issues/9390", cmd="podman pull python:latest"),
        V(_SHORT.format("alpine", "/usr/local/etc/containers/registries.conf"), cmd="podman pull alpine",
          src="https://github.com/containers/podman.io/pull/373", cls="non-file-path"),
        V("podman stderr: Error: no container with name or ID \"kamal-proxy\" found: no such container\n"
          + _SHORT.format("basecamp/kamal-proxy:v0.9.0", "/etc/containers/registries.conf"), tool="kamal",
          cmd="kamal setup", src="https://github.com/phoozle/kamal_podman/issues/10", cls="wrapper"),
    ], cmd="podman run -it helloworld /bin/bash", os=("linux",), exit=125, n=8),
]
