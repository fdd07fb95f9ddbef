"""Field set 18, part a: nvcc's GPU architectures, PyTorch extensions, PaddlePaddle's cuDNN loader."""

from __future__ import annotations

from fieldspec import G, Q, V

W = ("windows",)
L = ("linux",)

GROUPS = [
    G("f18-nvcc-compute86", "nvcc", "wrapper", "https://github.com/CMU-Perceptual-Computing-Lab/openpose/issues/2053", [
        V("[  6%] Building NVCC (Device) object src/caffe/CMakeFiles/cuda_compile_1.dir/layers/cuda_compile_1_generated_batch_norm_layer.cu.o\nnvcc fatal   : Unsupported gpu architecture 'compute_86'\nnvcc fatal   : Unsupported gpu architecture 'compute_86'\nnvcc fatal   : Unsupported gpu architecture 'compute_86'", tool="make", cmd="make -j<<n>>"),
        V("-- Autodetected CUDA architecture(s):  8.6\n-- got cuda version 10.2\n\nnvcc fatal   : Unsupported gpu architecture 'compute_86'\nnvcc fatal   : Unsupported gpu architecture 'compute_86'", cmd="./install.sh", src="https://github.com/nagadomi/distro/issues/18"),
        V("nvcc fatal : Unsupported gpu architecture 'compute_86'", cmd="python setup.py install", src="https://github.com/DeadAt0m/ActiveSparseShifts-PyTorch/issues/8", cls="everyday"),
        V("nvcc fatal   : Unsupported gpu architecture 'compute_86'", tool="catkin_make", cmd="catkin_make", src="https://github.com/ZJU-FAST-Lab/Terrestrial-Aerial-Navigation/issues/1", cls="everyday"),
    ], cmd="make", os=L, n=6),
    G("f18-nvcc-compute89", "nvcc", "everyday", "https://github.com/NVlabs/tiny-cuda-nn/issues/239", [
        V("nvcc fatal   : Unsupported gpu architecture 'compute_89'", cmd="pip install git+https://github.com/NVlabs/tiny-cuda-nn/#subdirectory=bindings/torch"),
        V("nvcc fatal: Unsupported gpu architecture 'compute_89'", cmd="cd third_party/pointnet2 && python setup.py install", src="https://github.com/facebookresearch/3detr/issues/59"),
    ], os=L, look="f18-nvcc-compute86"),
    G("f18-nvcc-compute80", "nvcc", "wrapper", "https://github.com/mit-han-lab/bevfusion/issues/127", [
        "nvcc fatal   : Unsupported gpu architecture 'compute_80'\nerror: command '/usr/local/cuda/bin/nvcc' failed with exit code 1",
    ], cmd="python setup.py develop", os=L, look="f18-nvcc-compute86"),
    G("f18-nvcc-compute75", "nvcc", "wrapper", "https://github.com/erikwijmans/Pointnet2_PyTorch/issues/91", [
        "nvcc fatal   : Unsupported gpu architecture 'compute_75'\nerror: command '/usr/local/cuda-8.0/bin/nvcc' failed with exit status 1",
    ], cmd="python setup.py build_ext --inplace", os=L, look="f18-nvcc-compute80"),
    G("f18-nvcc-compute35", "nvcc", "wrapper", "https://github.com/gadgetron/gadgetron/issues/6", [
        V("[  5%] Building NVCC (Device) object toolboxes/core/gpu/CMakeFiles/gadgetron_toolbox_gpucore.dir//./gadgetron_toolbox_gpucore_generated_hoCuNDArray_blas.cu.o\nnvcc fatal   : Unsupported gpu architecture 'compute_35'\nCMake Error at gadgetron_toolbox_gpucore_generated_hoCuNDArray_blas.cu.o.cmake:206 (message):\n  Error generating\n  <<root>>/build/toolboxes/core/gpu/CMakeFiles/gadgetron_toolbox_gpucore.dir//./gadgetron_toolbox_gpucore_generated_hoCuNDArray_blas.cu.o\n\n\nmake[2]: *** [toolboxes/core/gpu/CMakeFiles/gadgetron_toolbox_gpucore.dir/./gadgetron_toolbox_gpucore_generated_hoCuNDArray_blas.cu.o] Error 1\nmake[1]: *** [toolboxes/core/gpu/CMakeFiles/gadgetron_toolbox_gpucore.dir/all] Error 2\nmake: *** [all] Error 2", os="linux", cmd="make", cls="multiline"),
        V("error: nvcc fatal : Unsupported gpu architecture 'compute_35'", os="windows", tool="xmake", cmd="xmake", src="https://github.com/star-hengxing/cs149-xmake/issues/7"),
    ], n=6, look="f18-nvcc-compute86"),
    G("f18-nvcc-compute20", "nvcc", "multiline", "https://github.com/rodschulz/BPA/issues/6", [
        "[ 10%] Building NVCC (Device) object CMakeFiles/BPA.dir/BPA_generated_GpuRoutines.cu.o\nnvcc fatal   : Unsupported gpu architecture 'compute_20'\nCMake Error at BPA_generated_GpuRoutines.cu.o.Debug.cmake:219 (message):\n  Error generating\n  <<root>>/build/CMakeFiles/BPA.dir//./BPA_generated_GpuRoutines.cu.o\n\nCMakeFiles/BPA.dir/build.make:63: recipe for target 'CMakeFiles/BPA.dir/BPA_generated_GpuRoutines.cu.o' failed\nmake[2]: *** [CMakeFiles/BPA.dir/BPA_generated_GpuRoutines.cu.o] Error 1\nCMakeFiles/Makefile2:67: recipe for target 'CMakeFiles/BPA.dir/all' failed\nmake[1]: *** [CMakeFiles/BPA.dir/all] Error 2\nMakefile:83: recipe for target 'all' failed\nmake: *** [all] Error 2",
    ], cmd="./regenerate.sh", os=L, look="f18-nvcc-compute35"),
    G("f18-cuda-runtime-api-h-missing", "gcc", "locale", "https://github.com/Yuliang-Liu/Box_Discretization_Network/issues/41", [
        V("In file included from <<home>>/anaconda3/envs/<<proj>>/lib/python3.7/site-packages/torch/include/ATen/cuda/CUDAContext.h:5:0,\n                 from <<root>>/maskrcnn_benchmark/csrc/cpu/dcn_v2_cpu.cpp:4:\n<<home>>/anaconda3/envs/<<proj>>/lib/python3.7/site-packages/torch/include/c10/cuda/CUDAStream.h:6:10: fatal error: cuda_runtime_api.h: 没有那个文件或目录\n #include <cuda_runtime_api.h>\n          ^~~~~~~~~~~~~~~~~~~~\ncompilation terminated.\nerror: command 'gcc' failed with exit status 1", os="linux", locale="zh"),
        V("fatal error: cuda_runtime_api.h: No such file or directory\n#include <cuda_runtime_api.h>\n\ncompilation terminated.\nerror: commond '/usr/bin/gcc' failed with exit code 1", os="linux", src="https://github.com/lzccccc/SMOKE/issues/73", cls="everyday"),
        V("c:\\local\\cntk\\cntk\\source\\math\\gpudatatransferer.h(4): fatal error C1083: Cannot open include file: 'cuda_runtime_api.h': No such file or directory (compiling source file DataTransferer.cpp)", os="windows", tool="cl", cmd="msbuild CNTK.sln /p:Configuration=Release", src="https://github.com/microsoft/CNTK/issues/3668", cls="two-programs"),
    ], cmd="python setup.py build develop", n=7),
    G("f18-msvc-cuda-runtime-h", "cl", "wrapper", "https://github.com/cvg/NoPoSplat/issues/80", [
        "   <<home>>\\AppData\\Local\\Temp\\pip-req-build-<<hex8>>\\cuda_rasterizer\\backward.cu: fatal error C1083: Cannot open include file: 'cuda_runtime.h': No such file or directory\n      backward.cu\n      error: command '<<home>>\\\\miniconda3\\\\envs\\\\<<proj>>\\\\bin\\\\nvcc' failed with exit code 2\n      [end of output]\n\n  note: This error originates from a subprocess, and is likely not a problem with pip.\n  ERROR: Failed building wheel for diff_gaussian_rasterization",
    ], cmd="pip install submodules/diff-gaussian-rasterization", os=W, shells=("powershell",), look="f18-cuda-runtime-api-h-missing"),
    G("f18-msvc-cudaguard-h-zh", "cl", "locale", "https://github.com/baidu-research/warp-ctc/issues/150", [
        "src/binding.cpp(10): fatal error C1083: 无法打开包括文件: “ATen/cuda/CUDAGuard.h”: No such file or directory",
    ], cmd="python setup.py install", os=W, locale="zh", n=8, look="f18-msvc-cuda-runtime-h"),
    G("f18-torch-ffi-thfloattensor", "link", "locale", "https://github.com/pytorch/pytorch/issues/7877", [
        V("my_lib.obj : error LNK2001: unresolved external symbol __imp_THFloatTensor_fill\n\nmy_lib.obj : error LNK2001: unresolved external symbol __imp_THFloatTensor_resizeAs\n\nmy_lib.obj : error LNK2001: unresolved external symbol __imp_THFloatTensor_isSameSizeAs\n\nmy_lib.obj : error LNK2001: unresolved external symbol __imp_THFloatTensor_cadd\n\n.\\_my_lib.pyd : fatal error LNK1120: 4 unresolved externals", cls="multiline"),
        V("  正在创建库 .\\Release\\_my_lib.lib 和对象 .\\Release\\_my_lib.exp\nmy_lib.obj : error LNK2001: 无法解析的外部符号 __imp_THFloatTensor_fill", locale="zh", src="https://github.com/pytorch/extension-ffi/issues/18"),
    ], cmd="python build.py", os=W, n=6),
    G("f18-torch-cpp-thpvariableclass-zh", "link", "locale", "https://github.com/pytorch/extension-cpp/issues/2", [
        "lltm.obj : error LNK2001: 无法解析的外部符号 __imp_THPVariableClass\nlltm.obj : error LNK2001: 无法解析的外部符号 \"struct _object * __cdecl THPVariable_Wrap(struct torch::autograd::Variable)\" (?THPVariable_Wrap@@YAPEAU_object@@UVariab\nle@autograd@torch@@@Z)",
    ], cmd="python setup.py install", os=W, locale="zh", n=8, look="f18-torch-ffi-thfloattensor"),
    G("f18-paddle-libcudnn-missing", "paddle", "version", "https://github.com/PaddlePaddle/Paddle/issues/39102", [
        V("W0121 <<time>>.123500   <<pid>> dynamic_loader.cc:287] The third-party dynamic library (libcudnn.so) that Paddle depends on isnot configured correctly. (error code is /usr/local/cuda/lib64/libcudnn.so: cannot open shared object file: No such file or directory)\n  Suggestions:\n  1. Check if the third-party dynamic library (e.g. CUDA, CUDNN) is installed correctly and its version is matched with paddlepaddle you installed.\n  2. Configure third-party dynamic library environment variables as follows:\n  - Linux: set LD_LIBRARY_PATH by `export LD_LIBRARY_PATH=...`\n  - Windows: set PATH by `set PATH=XXX;", cmd="python -c \"import paddle; print(paddle.get_cudnn_version())\""),
        V("W0203 <<time>>.771862 <<pid>> dynamic_loader.cc:307] The third-party dynamic library (libcudnn.so) that Paddle depends on is not configured correctly. (error code is /usr/local/cuda/lib64/libcudnn.so: cannot open shared object file: No such file or directory)\n  Suggestions:\n  1. Check if the third-party dynamic library (e.g. CUDA, CUDNN) is installed correctly and its version is matched with paddlepaddle you installed.\n  2. Configure third-party dynamic library environment variables as follows:\n  - Linux: set LD_LIBRARY_PATH by `export LD_LIBRARY_PATH=...`\n  - Windows: set PATH by `set PATH=XXX;\nTraceback (most recent call last):\n  File \"train_textual_inversion.py\", line <<line>>, in <module>\n    main()", cmd="python train_textual_inversion.py", src="https://github.com/PaddlePaddle/Paddle/issues/50195"),
        V("F0531 <<time>>.989326  <<pid>> DynamicLoader.cpp:104] Check failed: nullptr != *dso_handle Failed to find dynamic library: libcudnn.so (libcudnn.so: cannot open shared object file: No such file or directory) \nPlease specify its path correctly using following ways: \nMethod. set environment variable LD_LIBRARY_PATH on Linux or DYLD_LIBRARY_PATH on Mac OS. \nFor instance, issue command: export LD_LIBRARY_PATH=... \nNote: After Mac OS 10.11, using the DYLD_LIBRARY_PATH is impossible unless System Integrity Protection (SIP) is disabled.\n*** Check failure stack trace: ***", cmd="python train.py --use_gpu=True", src="https://github.com/PaddlePaddle/Paddle/issues/3618"),
        V("    PreconditionNotMetError: Cannot load cudnn shared library. Cannot invoke method cudnnGetVersion.\n      [Hint: cudnn_dso_handle should not be null.] (at /paddle/paddle/phi/backends/dynload/cudnn.cc:64)\n      [operator < fill_constant > error]", cmd="python -c \"import paddle; paddle.utils.run_check()\"", src="https://github.com/PaddlePaddle/Paddle/issues/70069"),
    ], os=L, n=8),
]

QUERIES = [
    Q("nvcc says unsupported gpu architecture compute_86 on an RTX 30 card", "f18-nvcc-compute86", "plain"),
    Q("nvcc 不支持 compute_86 架构 cuda 版本太老", "f18-nvcc-compute86", "zh"),
    Q("RTX 4090 build fails nvcc unsupported compute_89", "f18-nvcc-compute89", "plain"),
    Q("4090 显卡编译 报 compute_89 不支持", "f18-nvcc-compute89", "zh"),
    Q("setup.py develop fails nvcc unsupported architecture compute_80 with CUDA 10.2", "f18-nvcc-compute80", "plain"),
    Q("cuda10.2 编译 compute_80 架构不支持", "f18-nvcc-compute80", "zh"),
    Q("nvcc from CUDA 8 does not know compute_75 for a 2080 Ti", "f18-nvcc-compute75", "plain"),
    Q("cuda8 不认识 compute_75 2080Ti 编译失败", "f18-nvcc-compute75", "zh"),
    Q("new CUDA toolkit dropped compute_35, build fails", "f18-nvcc-compute35", "plain"),
    Q("新版 cuda 去掉了 compute_35 编译报错", "f18-nvcc-compute35", "zh"),
    Q("old CMakeLists asks nvcc for compute_20 which no longer exists", "f18-nvcc-compute20", "plain"),
    Q("cmake 里写的 compute_20 新 nvcc 不支持", "f18-nvcc-compute20", "zh"),
    Q("building a pytorch cuda extension cannot find cuda_runtime_api.h", "f18-cuda-runtime-api-h-missing", "plain"),
    Q("编译 pytorch 扩展 找不到 cuda_runtime_api.h 头文件", "f18-cuda-runtime-api-h-missing", "zh"),
    Q("pip install of a gaussian rasterizer on Windows cannot open cuda_runtime.h", "f18-msvc-cuda-runtime-h", "plain"),
    Q("windows 下 pip 装 rasterization 找不到 cuda_runtime.h", "f18-msvc-cuda-runtime-h", "zh"),
    Q("warp-ctc setup.py on Windows cannot open ATen/cuda/CUDAGuard.h", "f18-msvc-cudaguard-h-zh", "plain"),
    Q("warp-ctc 安装 找不到 CUDAGuard.h 头文件", "f18-msvc-cudaguard-h-zh", "zh"),
    Q("pytorch ffi extension on Windows unresolved external THFloatTensor_fill", "f18-torch-ffi-thfloattensor", "plain"),
    Q("windows 编译 torch ffi 扩展 THFloatTensor 链接失败", "f18-torch-ffi-thfloattensor", "zh"),
    Q("lltm cpp extension link error THPVariableClass on Windows", "f18-torch-cpp-thpvariableclass-zh", "plain"),
    Q("lltm 扩展 链接 THPVariableClass 无法解析", "f18-torch-cpp-thpvariableclass-zh", "zh"),
    Q("paddle gpu cannot load libcudnn.so", "f18-paddle-libcudnn-missing", "plain"),
    Q("paddle 找不到 libcudnn.so 动态库", "f18-paddle-libcudnn-missing", "zh"),
]
