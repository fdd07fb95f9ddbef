"""Field set 20, part h: MkDocs plugins (which plugin name), Sphinx's MyST extension, and dune's ppx
libraries (which library, and whether it is a ppx at all)."""

from fieldspec import G, Q, V

GROUPS = [
    # -- MkDocs: the plugin that is not installed ---------------------------------------------------------
    G("f20-mkdocs-minify-plugin-not-installed", "mkdocs", "wrapper", "https://github.com/byrnereese/mkdocs-minify-plugin/issues/23",
      [V("ERROR    -  Config value 'plugins': The \"minify\" plugin is not installed\nAborted with 1 Configuration Errors!",
         os="windows", cmd="mkdocs serve"),
       V("ERROR   -  Config value 'plugins': The \"minify\" plugin is not installed", tool="github-actions",
         cmd="mkdocs gh-deploy --force", src="https://github.com/squidfunk/mkdocs-material/issues/7484")],
      cmd="mkdocs build", os=("linux",), n=5, look="f20-mkdocs-plugin-package-name-used"),
    G("f20-mkdocs-plugin-package-name-used", "mkdocs", "everyday", "https://github.com/byrnereese/mkdocs-minify-plugin/issues/2",
      ["ERROR   -  Config value: 'plugins'. Error: The \"mkdocs_minify_plugin\" plugin is not installed"],
      cmd="mkdocs build", os=("windows",), look="f20-mkdocs-minify-plugin-not-installed"),
    G("f20-mkdocs-macros-plugin-typo", "mkdocs", "everyday", "https://github.com/fralau/mkdocs-macros-plugin/issues/12",
      ["Config value: 'plugins'. Error: The \"marcos\" plugin is not installed"],
      cmd="mkdocs serve", os=("macos",), look="f20-mkdocs-minify-plugin-not-installed"),
    G("f20-mkdocs-minify-needs-newer-mkdocs", "mkdocs", "version", "https://github.com/mkdocs/mkdocs/issues/3172",
      ["ImportError: cannot import name 'MkDocsConfig' from 'mkdocs.config.defaults'"],
      cmd="mkdocs build", os=("linux",), look="f20-mkdocs-minify-plugin-not-installed"),

    # -- Sphinx: the MyST parser extension --------------------------------------------------------------
    G("f20-sphinx-myst-parser-not-installed", "sphinx-build", "wrapper", "https://github.com/executablebooks/MyST-Parser/issues/427",
      [V("$ make html\nRunning Sphinx v4.2.0\n\nExtension error:\nCould not import extension myst_parser (exception: No module "
         "named 'myst_parser')\nmake: *** [Makefile:20: html] Error 2", tool="make", cmd="make html", cls="multiline"),
       V("    raise ExtensionError(__('Could not import extension %s') % extname,\nsphinx.errors.ExtensionError: Could not "
         "import extension myst_parser (exception: No module named 'myst_parser')\n\nExtension error:\nCould not import "
         "extension myst_parser (exception: No module named 'myst_parser')", tool="readthedocs", cmd=None,
         src="https://github.com/aws/aws-sdk-pandas/pull/2223", cls="multiline"),
       V("sphinx.errors.ExtensionError: Could not import extension myst_parser (exception: No module named 'myst_parser')",
         tool="readthedocs", cmd=None, src="https://github.com/readthedocs/readthedocs.org/issues/12594"),
       V("Could not import extension myst_parser (exception: No module named 'myst_parser')", tool="readthedocs", cmd=None,
         src="https://github.com/lucasrcezimbra/bancointer/issues/1", cls="everyday")],
      cmd="sphinx-build -b html docs docs/_build/html", os=("linux",), n=6, look="f20-sphinx-rtd-theme-not-installed"),
    G("f20-sphinx-myst-parser-main-removed", "jupyter-book", "version", "https://github.com/jupyter-book/jupyter-book/issues/1974",
      ["$ jupyter-book build docs\nExtension error:\nCould not import extension fieldlist (exception: No module named "
       "'myst_parser.main')"],
      cmd="jupyter-book build docs", os=("macos",), look="f20-sphinx-myst-parser-not-installed"),

    # -- dune: ppx libraries --------------------------------------------------------------------------------
    G("f20-dune-ppx-on-non-ppx-library", "dune", "version", "https://github.com/ocaml/dune/issues/3057",
      [V("$ dune build test.a\nFile \"dune\", line 3, characters 18-34:\n3 |  (preprocess (pps ppx_deriving.std)))\n"
         "                      ^^^^^^^^^^^^^^^^\nError: Ppx dependency on a non-ppx library \"ppx_deriving.std\". If\n"
         "\"ppx_deriving.std\" is in fact a ppx rewriter library, it should have (kind\nppx_rewriter) in its dune file.",
         cls="multiline"),
       V("File \"src/dune\", line 5, characters 7-24:\n5 |   (pps ppx_deriving.show)))\n           ^^^^^^^^^^^^^^^^^\nError: "
         "Ppx dependency on a non-ppx library \"ppx_deriving.show\". If\n\"ppx_deriving.show\" is in fact a ppx rewriter "
         "library, it should have (kind\nppx_rewriter) in its dune file.", cmd="dune build",
         src="https://github.com/jobjo/popper/issues/5", cls="multiline"),
       V("File \"lib/dune\", line 4, characters 19-35:\n4 |   (preprocess (pps ppx_deriving.std ppx_sexp_conv))\n"
         "                       ^^^^^^^^^^^^^^^^\nError: Ppx dependency on a non-ppx library \"ppx_deriving.std\". If\n"
         "\"ppx_deriving.std\" is in fact a ppx rewriter library, it should have (kind\nppx_rewriter) in its dune file.\n"
         "Done: 0/0 (jobs: 0)%", tool="nix-shell", cmd="nix-shell --run \"dune build bin/main.exe\"", os="macos",
         src="https://github.com/NixOS/nixpkgs/issues/106907", cls="wrapper")],
      cmd="dune build", os=("linux", "macos"), n=6, look="f20-dune-library-ppx-deriving-show-not-found"),
    G("f20-dune-library-ppx-deriving-show-not-found", "dune", "multiline", "https://github.com/zupat/related_post_gen/pull/137",
      ["File \"bin/dune\", line 5, characters 18-35:\n5 |  (preprocess (pps ppx_deriving.show ppx_deriving_yojson)))\n"
       "                      ^^^^^^^^^^^^^^^^^\nError: Library \"ppx_deriving.show\" not found.\n-> required by "
       "_build/default/bin/main.pp.ml",
       "File \"bin/dune\", line 4, characters 24-51:\n4 |  (libraries yojson core ppx_deriving_yojson.runtime)\n"
       "                            ^^^^^^^^^^^^^^^^^^^^^^^^^^^\nError: Library \"ppx_deriving_yojson.runtime\" not found.\n"
       "-> required by _build/default/bin/main.exe\n-> required by _build/install/default/bin/okaml"],
      cmd="dune build", os=("linux",), look="f20-dune-ppx-on-non-ppx-library"),
    G("f20-dune-ppx-deriving-runtime-regression", "dune", "version", "https://github.com/ocaml/dune/issues/7875",
      ["Error: Library \"ppx_deriving_runtime\" not found."],
      cmd="dune build", os=("linux",), look="f20-dune-library-ppx-deriving-show-not-found"),
    G("f20-jbuilder-ppx-base-runner-not-found", "jbuilder", "version", "https://github.com/ocaml/dune/pull/541",
      ["Error: Library \"ppx_base.runner\" not found.\n-> required by (pps (ppx_base ppx_base.runner "
       "ocaml-migrate-parsetree.driver-main))\nHint: try: jbuilder external-lib-deps --missing @install"],
      cmd="jbuilder build @install", os=("linux",), look="f20-dune-library-ppx-deriving-show-not-found"),
]

QUERIES = [
    Q("mkdocs config value plugins the minify plugin is not installed", "f20-mkdocs-minify-plugin-not-installed", "plain"),
    Q("mkdocs 提示 minify 插件未安装", "f20-mkdocs-minify-plugin-not-installed", "zh"),
    Q("mkdocs the mkdocs_minify_plugin plugin is not installed", "f20-mkdocs-plugin-package-name-used", "plain"),
    Q("mkdocs 配置里写了包名 mkdocs_minify_plugin 提示插件未安装", "f20-mkdocs-plugin-package-name-used", "zh"),
    Q("mkdocs the marcos plugin is not installed", "f20-mkdocs-macros-plugin-typo", "plain"),
    Q("mkdocs 报 marcos 插件没有安装", "f20-mkdocs-macros-plugin-typo", "zh"),
    Q("cannot import name MkDocsConfig from mkdocs.config.defaults", "f20-mkdocs-minify-needs-newer-mkdocs", "plain"),
    Q("无法从 mkdocs.config.defaults 导入 MkDocsConfig", "f20-mkdocs-minify-needs-newer-mkdocs", "zh"),
    Q("sphinx could not import extension myst_parser no module named myst_parser",
      "f20-sphinx-myst-parser-not-installed", "plain"),
    Q("sphinx 无法导入扩展 myst_parser", "f20-sphinx-myst-parser-not-installed", "zh"),
    Q("jupyter-book could not import extension no module named myst_parser.main", "f20-sphinx-myst-parser-main-removed",
      "plain"),
    Q("jupyter-book 构建找不到 myst_parser.main 模块", "f20-sphinx-myst-parser-main-removed", "zh"),
    Q("dune ppx dependency on a non-ppx library ppx_deriving.std", "f20-dune-ppx-on-non-ppx-library", "plain"),
    Q("dune 报 ppx 依赖了非 ppx 库 ppx_deriving.std", "f20-dune-ppx-on-non-ppx-library", "zh"),
    Q("dune error library ppx_deriving.show not found", "f20-dune-library-ppx-deriving-show-not-found", "plain"),
    Q("dune 找不到库 ppx_deriving.show", "f20-dune-library-ppx-deriving-show-not-found", "zh"),
    Q("dune 3.8 library ppx_deriving_runtime not found regression", "f20-dune-ppx-deriving-runtime-regression", "plain"),
    Q("dune 3.8 升级后找不到 ppx_deriving_runtime 库", "f20-dune-ppx-deriving-runtime-regression", "zh"),
    Q("jbuilder library ppx_base.runner not found", "f20-jbuilder-ppx-base-runner-not-found", "plain"),
    Q("jbuilder 找不到 ppx_base.runner 库", "f20-jbuilder-ppx-base-runner-not-found", "zh"),
]
