"""Field set 3: git as CI and wrappers see it."""

from fieldspec import G, V

GROUPS = [
    G("f3-git-pathspec-pr-merge-ref", "git", "runtime-value", "https://github.com/gojue/ecapture/issues/92", [
        "  Resolving deltas: 100% (<<n2>>/<<n2>>), done.\n  error: pathspec '<<line>>/merge' did not match any file(s) known "
        "to git\n  Error: The process '/home/runner/work/_actions/uraimo/run-on-arch-action/v2/src/run-on-arch.sh' "
        "failed with exit code 1",
        V("error: pathspec '<<line>>/merge' did not match any file(s) known to git", cls="runtime-value"),
    ], cmd="git checkout <<line>>/merge", os=("linux",), shells=("bash",), n=6),
    G("f3-git-pathspec-merged-branch", "git", "everyday", "https://github.com/EleutherAI/gpt-neox/issues/575", [
        "error: pathspec 'make_fused_kernels_optional' did not match any file(s) known to git.",
    ], cmd="git checkout make_fused_kernels_optional", look="f3-git-pathspec-pr-merge-ref"),
    G("f3-git-pathspec-remote-tag-wrapped", "python", "wrapper", "https://github.com/dtcenter/METplus/issues/1061", [
        "ERROR:root:Failed with output:\n    error: pathspec 'origin/v10.0.0' did not match any file(s) known to git.",
        V("ERROR:root:Failed with output:error: pathspec 'origin/v10.0.0' did not match any file(s) known to git."),
        V("error: pathspec 'origin/v10.0.0' did not match any file(s) known to git.", tool="git",
          cmd="git checkout origin/v10.0.0"),
    ], cmd="python manage_externals/checkout_externals", look="f3-git-pathspec-merged-branch"),
]
