"""Field set 5: shells that word a missing command or a failed `source` their own way (fish,
PowerShell 5 and 7, cmd), and conda's activation when the shell was never set up. The command name
is the thing that is wrong: `yarn` and `pnpm` missing are two groups."""

from fieldspec import G, V

_PS_TAIL = ("\nAt line:1 char:1\n+ {cmd}\n+ ~~~~\n    + CategoryInfo          : ObjectNotFound: ({name}:String) [],"
            " CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException")

GROUPS = [
    G("f5-fish-source-activate-missing", "fish", "shell", "https://github.com/conda/conda/issues/7763",
      ["source: Error encountered while sourcing file “activate”:\nsource: No such file or directory",
       V("source: Error encountered while sourcing file “activate”:\nsource: No such file or directory",
         src="https://github.com/conda/conda/pull/545"),
       V("source: Error encountered while sourcing file 'activate':\nsource: No such file or directory",
         src="https://github.com/conda/conda/issues/6242", os="macos", cls="version")],
      cmd="source activate <<proj>>", shells=("fish",)),
    G("f5-conda-activate-shell-not-configured", "conda", "version", "https://github.com/conda/conda/issues/8590",
      ["CommandNotFoundError: Your shell has not been properly configured to use 'conda activate'.\n"
       "To initialize your shell, run\n\n    $ conda init <SHELL_NAME>\n\nCurrently supported shells are:\n"
       "  - bash\n  - fish\n  - tcsh\n  - xonsh\n  - zsh\n  - powershell\n\nSee 'conda init --help' for more"
       " information and options.\n\nIMPORTANT: You may need to close and restart your shell after running"
       " 'conda init'.",
       V("usage: conda [-h] [--no-plugins] [-V] COMMAND ...\nconda: error: argument COMMAND: invalid choice: 'activate'"
         " (choose from 'clean', 'compare', 'config', 'create', 'info', 'init', 'install', 'list', 'notices',"
         " 'package', 'remove', 'uninstall', 'rename', 'run', 'search', 'update', 'upgrade', 'build',"
         " 'content-trust', 'convert', 'debug', 'develop', 'doctor', 'index', 'inspect', 'metapackage', 'render',"
         " 'skeleton', 'server', 'env', 'pack', 'token', 'repo', 'verify')",
         src="https://github.com/conda/conda/issues/13674", exit=2)],
      cmd="conda activate <<proj>>", shells=("fish",), os=("linux",)),
    G("f5-ps-yarn-not-recognized", "powershell", "shell", "https://github.com/yarnpkg/yarn/issues/8091",
      ["yarn : The term 'yarn' is not recognized as the name of a cmdlet,\nfunction, script file, or operable program."
       " Check the spelling of the\nname, or if a path was included, verify that the path is correct and\ntry again.\n"
       "At line:1 char:1\n+ yarn init\n+ ~~~~\n    + CategoryInfo          : ObjectNotFound: (yarn:String) [], Comman\n"
       "   dNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException",
       V("yarn : The term 'yarn' is not recognized as the name of a cmdlet, function, script file, or operable"
         " program. Check the \nspelling of the name, or if a path was included, verify that the path is correct"
         " and try again." + _PS_TAIL.format(cmd="yarn add all", name="yarn"),
         src="https://github.com/HashLips/hashlips_art_engine/issues/60"),
       V("The term 'yarn' is not recognized as the name of a cmdlet, function, script file, or operable program."
         " Check the spelling of the name, or if a path was included, verify that the path is correct and try"
         " again.\nAt line:1 char:5\n+ yarn <<<< \n    + CategoryInfo          : ObjectNotFound: (yarn:String) [],"
         " CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException",
         src="https://github.com/HashLips/hashlips_art_engine/issues/425", cls="version")],
      cmd="yarn", os=("windows",), shells=("powershell",)),
    G("f5-ps-pnpm-not-recognized", "powershell", "shell", "https://github.com/mickasmt/next-saas-stripe-starter/issues/13",
      ["pnpm : The term 'pnpm' is not recognized as the name of a cmdlet, function, script file, or operable program."
       " Check the spelling of the name, or if a path was \nincluded, verify that the path is correct and try again."
       + _PS_TAIL.format(cmd="pnpm install", name="pnpm"),
       V("'pnpm' is not recognized as an internal or external command,\noperable program or batch file.",
         src="https://github.com/dyad-sh/dyad/issues/1880", shell="cmd")],
      cmd="pnpm install", os=("windows",), shells=("powershell",), look="f5-ps-yarn-not-recognized"),
    G("f5-pwsh7-m365-not-recognized", "powershell", "version", "https://github.com/pnp/cli-microsoft365/issues/3113",
      ["m365: The term 'm365' is not recognized as a name of a cmdlet, function, script file, or executable program.\n"
       "Check the spelling of the name, or if a path was included, verify that the path is correct and try again."],
      cmd="m365", os=("windows",), shells=("powershell",), look="f5-ps-pnpm-not-recognized"),
]
