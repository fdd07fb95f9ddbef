"""Field set 18, part g: the AWS CLI, Electron's packagers, Chef, and GKE's auth plugin."""

from __future__ import annotations

from fieldspec import G, Q, V

W = ("windows",)
L = ("linux",)
_AWS_USAGE = "usage: aws [options] <command> <subcommand> [parameters]\n"
_GKE_HINT = ("It looks like you are trying to use a client-go credential plugin that is not installed.\n\nTo learn more about this "
             "feature, consult the documentation available at:\n      https://kubernetes.io/docs/reference/access-authn-authz/"
             "authentication/#client-go-credential-plugins")

GROUPS = [
    G("f18-awscli-too-old-invalid-choice", "aws", "version", "https://github.com/aws/aws-cli/issues/2852", [
        _AWS_USAGE + "aws: error: argument command: Invalid choice, valid choices are:\n",
        V("Updating function LambdAuthChangePassword begin...\nupdating: index.js (deflated 68%)\nupdating: config.json (deflated 43%)\n" + _AWS_USAGE + "aws: error: argument command: Invalid choice, valid choices are:\n\nautoscaling                              | cloudformation                          \ncloudfront                               | cloudsearch                             ", cmd="./deploy.sh", src="https://github.com/danilop/LambdAuth/issues/63", cls="wrapper"),
        V("usage: aws [options] <command> <subcommand> [<subcommand> ...] [parameters]\nTo see help text, you can run:\n\n  aws help\n  aws <command> help\n  aws <command> <subcommand> help\naws: error: argument operation: Invalid choice, valid choices are:\n\ncancel-update-stack                      | continue-update-rollback\ncreate-stack                             | delete-stack", os="windows", shell="cmd", cmd="aws cloudformation package --template-file cloudformation.yml --s3-bucket sqs-lambda-poc --output-template-file output.yml", src="https://github.com/widdix/sqs-lambda-example/issues/2", cls="multiline"),
    ], cmd="aws ecr get-login --no-include-email --region us-west-2", os=L, exit=2, n=6),
    G("f18-aws-ecs-deploy-invalid-json", "aws", "everyday", "https://github.com/sil-org/ecs-deploy/issues/75", [
        "usage: aws [-h] [-v] {as,ec2,elb} ...\naws: error: invalid choice: 'json' (choose from 'as', 'ec2', 'elb')",
    ], cmd="./ecs-deploy -c my-cluster -n my-service -i my-image", os=("macos", "linux"), exit=2,
        look="f18-awscli-too-old-invalid-choice"),
    G("f18-forge-make-target-dmg", "electron-forge", "multiline", "https://github.com/electron/forge/issues/287", [
        "An unhandled rejection has occurred inside Forge:\nCould not find a build target with the name: dmg for the platform: darwin\nError: Could not find a build target with the name: dmg for the platform: darwin\n    at _callee3$ (/usr/local/lib/node_modules/electron-forge/dist/api/make.js:170:19)\n    at tryCatch (/usr/local/lib/node_modules/electron-forge/node_modules/regenerator-runtime/runtime.js:65:40)",
    ], cmd="electron-forge make", os=("macos",)),
    G("f18-forge-make-target-appimage", "electron-forge", "multiline", "https://github.com/electron/forge/issues/26", [
        "✔ Checking your system\n✔ Resolving Forge Config\n\nAn unhandled rejection has occurred inside Forge:\nCould not find a build target with the name: appimage for the platform: linux\nError: Could not find a build target with the name: appimage for the platform: linux\n    at _callee3$ (/usr/local/share/.config/yarn/global/node_modules/electron-forge/dist/api/make.js:170:19)\n    at tryCatch (/usr/local/share/.config/yarn/global/node_modules/regenerator-runtime/runtime.js:65:40)",
    ], cmd="electron-forge make", os=L, look="f18-forge-make-target-dmg"),
    G("f18-electron-builder-wine64-permission", "electron-builder", "non-file-path", "https://github.com/electron-userland/electron-builder/issues/7827", [
        "  ⨯ cannot execute  cause=fork/exec <<home>>/Library/Caches/electron-builder/wine/wine-4.0.1-mac/bin/wine64: permission denied",
    ], cmd="electron-builder --win", os=("macos",)),
    G("f18-chef-solo-cookbook-not-found", "chef-solo", "multiline", "https://github.com/fnichol/chef-user/issues/40", [
        "Starting Chef Client, version 11.4.4\nCompiling Cookbooks...\n[<<date>>T<<time>>+00:00] ERROR: Running exception handlers\n[<<date>>T<<time>>+00:00] ERROR: Exception handlers complete\nChef Client failed. 0 resources updated\n[<<date>>T<<time>>+00:00] FATAL: Stacktrace dumped to /tmp/chef-solo/chef-stacktrace.out\n[<<date>>T<<time>>+00:00] FATAL: Chef::Exceptions::CookbookNotFound: Cookbook user not found. If you're loading user from another cookbook, make sure you configure the dependency in your metadata\nERROR: RuntimeError: chef-solo failed. See output above.",
    ], cmd="knife solo cook <<host>>", os=("macos", "linux")),
    G("f18-knife-upload-cookbook-path", "knife", "everyday", "https://github.com/chef/chef/issues/5484", [
        "ERROR: Could not find cookbook f5-learn in your cookbook path, skipping it\nUploaded 0 cookbook.",
    ], cmd="knife cookbook upload f5-learn", os=("macos",), look="f18-chef-solo-cookbook-not-found"),
    G("f18-gke-auth-plugin-missing", "gcloud", "two-programs", "https://github.com/hashicorp-education/learn-terraform-provision-gke-cluster/issues/23", [
        "Fetching cluster endpoint and auth data.\nCRITICAL: ACTION REQUIRED: gke-gcloud-auth-plugin, which is needed for continued use of kubectl, was not found or is not executable. Install gke-gcloud-auth-plugin for use with kubectl by following https://cloud.google.com/blog/products/containers-kubernetes/kubectl-auth-changes-in-gke",
        V("E0709 <<time>>.723595   <<pid>> memcache.go:265] couldn't get current server API group list: Get \"https://34.x.x.x/api?timeout=32s\": getting credentials: exec: executable gke-gcloud-auth-plugin not found\n\n" + _GKE_HINT, tool="kubectl", cmd="kubectl get pod", src="https://github.com/actions/runner-images/issues/6778"),
        V("Exception: Get 'https://2.2.2.2/api/v1/namespaces/default/pods': getting credentials: exec: executable gke-gcloud-auth-plugin not found", os="macos", tool="kubenav", cmd="open -a kubenav", exit=None, src="https://github.com/kubenav/kubenav/issues/562", cls="runtime-value"),
        V("generate content\t{\"client-id\": \"<<uuid>>\", \"err\": \"generate content: Get \\\"https://10.35.128.2/api?timeout=32s\\\": getting credentials: exec: executable gke-gcloud-auth-plugin not found\", \"content-path\": \"overview/namespace/default\"}", tool="octant", cmd="octant", exit=None, src="https://github.com/vmware-archive/octant/issues/3336", cls="runtime-value"),
    ], cmd="gcloud container clusters get-credentials <<proj>> --region us-central1", os=("linux", "macos"), n=8),
]

QUERIES = [
    Q("old aws cli argument command invalid choice for ecr get-login", "f18-awscli-too-old-invalid-choice", "plain"),
    Q("aws 命令行版本太旧 提示 Invalid choice", "f18-awscli-too-old-invalid-choice", "zh"),
    Q("ecs-deploy aws invalid choice json choose from as ec2 elb", "f18-aws-ecs-deploy-invalid-json", "plain"),
    Q("ecs-deploy 脚本 aws 报 invalid choice json", "f18-aws-ecs-deploy-invalid-json", "zh"),
    Q("electron-forge make could not find a build target named dmg for darwin", "f18-forge-make-target-dmg", "plain"),
    Q("electron-forge 打包 mac 找不到 dmg 目标", "f18-forge-make-target-dmg", "zh"),
    Q("electron-forge appimage make target not found on linux", "f18-forge-make-target-appimage", "plain"),
    Q("electron-forge linux 下 appimage 构建目标找不到", "f18-forge-make-target-appimage", "zh"),
    Q("electron-builder on mac cannot execute wine64 permission denied", "f18-electron-builder-wine64-permission", "plain"),
    Q("mac 上 electron-builder 打 windows 包 wine64 没有权限", "f18-electron-builder-wine64-permission", "zh"),
    Q("knife solo cook CookbookNotFound cookbook user not found", "f18-chef-solo-cookbook-not-found", "plain"),
    Q("knife solo 执行 找不到 user cookbook", "f18-chef-solo-cookbook-not-found", "zh"),
    Q("knife cookbook upload could not find cookbook in your cookbook path", "f18-knife-upload-cookbook-path", "plain"),
    Q("knife 上传 cookbook 提示路径里找不到", "f18-knife-upload-cookbook-path", "zh"),
    Q("kubectl to GKE executable gke-gcloud-auth-plugin not found", "f18-gke-auth-plugin-missing", "plain"),
    Q("连 GKE 集群 缺少 gke-gcloud-auth-plugin 插件", "f18-gke-auth-plugin-missing", "zh"),
]
