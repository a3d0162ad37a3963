/* GNUstep Base's headers include <objc/blocks_runtime.h> when the compiler has blocks; GCC's
 * libobjc has none. The blocks runtime in use is the toolchain's libBlocksRuntime. */
#ifndef OBJC_RUNTIME_LAYER_BLOCKS_RUNTIME_H
#define OBJC_RUNTIME_LAYER_BLOCKS_RUNTIME_H
#ifdef __cplusplus
extern "C" {
#endif
void *_Block_copy(const void *block);
void _Block_release(const void *block);
#ifdef __cplusplus
}
#endif
#ifndef Block_copy
#define Block_copy(block) ((__typeof__(block))_Block_copy((const void *)(block)))
#endif
#ifndef Block_release
#define Block_release(block) _Block_release((const void *)(block))
#endif
#endif
