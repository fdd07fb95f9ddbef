"""Field set 6: node-gyp unable to find Python, in node-gyp 3's one-line wording and in node-gyp 5+'s
`find Python` report, bare or inside npm's `npm ERR!` relay; Helm refusing a release name that is
still in use, across Helm 3 releases and behind helmwave's wrapper, kept apart from Helm 2's
`UPGRADE FAILED` form, which masked a broken template (another fix)."""

from fieldspec import G, V

_FIND_PY = ("gyp ERR! find Python\ngyp ERR! find Python Python is not set from command line or npm configuration\n"
            "gyp ERR! find Python Python is not set from environment variable PYTHON\n"
            'gyp ERR! find Python checking if "python3" can be used\n'
            'gyp ERR! find Python - "python3" is not in PATH or produced an error\n'
            'gyp ERR! find Python checking if "python" can be used\n'
            'gyp ERR! find Python - "python" is not in PATH or produced an error')

_FIND_PY_WITH_PY2 = ("gyp ERR! find Python \ngyp ERR! find Python Python is not set from command line or npm configuration\n"
                "gyp ERR! find Python Python is not set from environment variable PYTHON\n"
                'gyp ERR! find Python checking if "python" can be used\n'
                'gyp ERR! find Python - "python" is not in PATH or produced an error\n'
                'gyp ERR! find Python checking if "python2" can be used\n'
                'gyp ERR! find Python - "python2" is not in PATH or produced an error\n'
                'gyp ERR! find Python checking if "python3" can be used\n'
                'gyp ERR! find Python - "python3" is not in PATH or produced an error')

GROUPS = [
    G("node-gyp-python-not-found", "node-gyp", "version", "https://github.com/express-vue/express-vue-mvc-starter/issues/71",
      [_FIND_PY_WITH_PY2,
       V("\n".join("npm ERR! " + line for line in _FIND_PY.splitlines()),
         src="https://github.com/parcel-bundler/parcel/issues/9229", tool="npm", cls="wrapper"),
       V("\n".join("npm ERR! " + line for line in _FIND_PY.splitlines()),
         src="https://github.com/MOXHARTZ/mx-bot/issues/1", tool="npm", cls="wrapper"),
       V('gyp ERR! stack Error: Can\'t find Python executable "python", you can set the PYTHON env variable.',
         src="https://github.com/npm/npm/issues/11058"),
       V("gyp ERR! configure error\n"
         'gyp ERR! stack Error: Can\'t find Python executable "python", you can set the PYT\nHON env variable.',
         src="https://github.com/nodejs/node-gyp/issues/325", cls="multiline")],
      cmd="npm install", os=("windows",)),
    G("helm-release-name-in-use", "helm", "version", "https://github.com/infrahq/infra/issues/1234",
      ["Error: INSTALLATION FAILED: cannot re-use a name that is still in use",
       V("Error: cannot re-use a name that is still in use", src="https://github.com/helm/helm/issues/8380",
         cmd="helm install <<proj>> . -n <<proj>> --debug"),
       V("Error: cannot re-use a name that is still in use \nhelm.sh/helm/v3/pkg/action.(*Install).availableName\n"
         "        /home/circleci/helm.sh/helm/pkg/action/install.go:435",
         src="https://github.com/portainer/k8s/issues/42", cls="multiline"),
       V("cannot re-use a name that is still in use \nFATA[0000] 1 error occurred:\n"
         "  * cannot re-use a name that is still in use",
         src="https://github.com/helmwave/helmwave/issues/150", tool="helmwave", cls="wrapper")],
      cmd="helm install <<proj>> <<org>>/<<proj>>", os=("macos", "linux")),
    G("helm-upgrade-name-in-use-masked-template", "helm", "everyday", "https://github.com/helm/helm/issues/3134",
      ["Error: UPGRADE FAILED: cannot re-use a name that is still in use"],
      cmd="helm upgrade --install <<proj>> ./chart", os=("linux",), look="helm-release-name-in-use"),
]
