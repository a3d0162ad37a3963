/* Blocks as Objective-C objects. The blocks runtime (libBlocksRuntime, the one libdispatch
 * uses) sets a block's isa to one of three 256-byte zeroed variables, _NSConcreteStackBlock,
 * _NSConcreteMallocBlock and _NSConcreteGlobalBlock, reserved for the Objective-C runtime to
 * put a class there. Real classes are registered at those addresses (by handing libobjc an
 * ABI 8 module whose class structures live in that storage), so blocks answer -copy, -retain,
 * -release and -autorelease and GNUstep collections can hold them, as on Apple platforms:
 *
 *   NSObject <- NSBlock <- __NSStackBlock__ / __NSMallocBlock__ / __NSGlobalBlock__
 *
 * The blocks runtime's object hooks (_Block_use_RR2) retain and release the objects blocks
 * capture, and clear weak references to a heap block when it is freed. */
#if defined(__linux__)
#import <Foundation/Foundation.h>

#include "Internal.h"

extern void *_NSConcreteStackBlock[32];
extern void *_NSConcreteMallocBlock[32];
extern void *_NSConcreteGlobalBlock[32];
extern void *_Block_copy(const void *block);
extern void _Block_release(const void *block);

struct ocr_block_callbacks {
  size_t size;
  void (*retain)(const void *object);
  void (*release)(const void *object);
  void (*destructInstance)(const void *block);
};
extern void _Block_use_RR2(const struct ocr_block_callbacks *callbacks);

/* The start of every block. */
struct ocr_block_layout {
  void *isa;
  int flags;
  int reserved;
  void (*invoke)(void *block, ...);
};

extern id objc_retain(id object);
extern void objc_release(id object);

int ocr_priv_is_malloc_block(const void *object) { return *(void *const *)object == (void *)_NSConcreteMallocBlock; }

/* ---- method implementations ---- */

static id block_self(id block, SEL _cmd) { return block; }
static void block_keep(id block, SEL _cmd) {}
static id block_copy(id block, SEL _cmd) { return (id)_Block_copy(block); }
static void block_release(id block, SEL _cmd) { _Block_release(block); }
static id block_autorelease(id block, SEL _cmd) {
  [NSAutoreleasePool addObject:block];
  return block;
}
static id block_copy_with_zone(id block, SEL _cmd, NSZone *zone) { return [block copy]; }
static NSUInteger block_retain_count(id block, SEL _cmd) { return 1; }
static void block_invoke(id block, SEL _cmd) { ((struct ocr_block_layout *)block)->invoke(block); }

#define METHOD_LIST(n)                  \
  struct {                              \
    struct ocr_method_list8 *next;      \
    int count;                          \
    struct ocr_method8 methods[n];      \
  }

#define RETAIN_TYPES "@16@0:8"
#define RELEASE_TYPES "Vv16@0:8"
#define COPY_WITH_ZONE_TYPES "@24@0:8^v16"
#define COUNT_TYPES "Q16@0:8"
#define INVOKE_TYPES "v16@0:8"

static METHOD_LIST(3) block_methods = { NULL, 3, {
  { "copyWithZone:", COPY_WITH_ZONE_TYPES, (void *)block_copy_with_zone },
  { "retainCount", COUNT_TYPES, (void *)block_retain_count },
  { "invoke", INVOKE_TYPES, (void *)block_invoke },
} };

/* A stack block lives in its frame: -copy moves it to the heap, the rest does nothing. */
static METHOD_LIST(4) stack_block_methods = { NULL, 4, {
  { "retain", RETAIN_TYPES, (void *)block_self },
  { "release", RELEASE_TYPES, (void *)block_keep },
  { "autorelease", RETAIN_TYPES, (void *)block_self },
  { "copy", RETAIN_TYPES, (void *)block_copy },
} };

/* A heap block is reference counted by the blocks runtime. */
static METHOD_LIST(4) malloc_block_methods = { NULL, 4, {
  { "retain", RETAIN_TYPES, (void *)block_copy },
  { "release", RELEASE_TYPES, (void *)block_release },
  { "autorelease", RETAIN_TYPES, (void *)block_autorelease },
  { "copy", RETAIN_TYPES, (void *)block_copy },
} };

/* A global block is static. */
static METHOD_LIST(4) global_block_methods = { NULL, 4, {
  { "retain", RETAIN_TYPES, (void *)block_self },
  { "release", RELEASE_TYPES, (void *)block_keep },
  { "autorelease", RETAIN_TYPES, (void *)block_self },
  { "copy", RETAIN_TYPES, (void *)block_self },
} };

enum { BLOCK_CLASSES = 4 };

static struct ocr_class8 block_class;
static struct ocr_class8 metaclasses[BLOCK_CLASSES];

static struct {
  unsigned long sel_ref_cnt;
  void *refs;
  unsigned short cls_def_cnt, cat_def_cnt;
  void *defs[BLOCK_CLASSES + 1];
} block_symtab;

static struct ocr_module8 block_module;

static void describe_class(struct ocr_class8 *cls, struct ocr_class8 *meta, const char *name, const char *super_name,
                           void *methods) {
  *meta = (struct ocr_class8){
    .name = name, .info = OCR_CLS_META, .instance_size = sizeof(struct ocr_class8),
  };
  *cls = (struct ocr_class8){
    .isa = meta, .super_class = super_name, .name = name, .info = OCR_CLS_CLASS,
    .instance_size = sizeof(struct ocr_block_layout), .methods = methods,
  };
}

static void retain_captured(const void *object) { objc_retain((id)object); }
static void release_captured(const void *object) { objc_release((id)object); }
static void heap_block_dies(const void *block) { ocr_priv_weak_object_dies((void *)block); }

void ocr_priv_install_blocks(void) {
  struct ocr_class8 *stack = (void *)_NSConcreteStackBlock, *heap = (void *)_NSConcreteMallocBlock,
                    *global = (void *)_NSConcreteGlobalBlock;
  _Static_assert(sizeof(struct ocr_class8) <= sizeof _NSConcreteStackBlock, "a class fits the blocks runtime's storage");
  describe_class(&block_class, &metaclasses[0], "NSBlock", "NSObject", &block_methods);
  describe_class(stack, &metaclasses[1], "__NSStackBlock__", "NSBlock", &stack_block_methods);
  describe_class(heap, &metaclasses[2], "__NSMallocBlock__", "NSBlock", &malloc_block_methods);
  describe_class(global, &metaclasses[3], "__NSGlobalBlock__", "NSBlock", &global_block_methods);
  block_symtab.cls_def_cnt = BLOCK_CLASSES;
  block_symtab.defs[0] = &block_class;
  block_symtab.defs[1] = stack;
  block_symtab.defs[2] = heap;
  block_symtab.defs[3] = global;
  block_module = (struct ocr_module8){ 8, sizeof(struct ocr_module8), "ObjCRuntime blocks", (void *)&block_symtab };
  ocr_priv_register_module8(&block_module);

  static const struct ocr_block_callbacks callbacks = {
    sizeof callbacks, retain_captured, release_captured, heap_block_dies,
  };
  _Block_use_RR2(&callbacks);
}
#endif
