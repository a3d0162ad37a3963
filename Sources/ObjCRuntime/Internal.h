/* Declarations shared by the files of the Objective-C runtime layer; not part of its interface
 * (include/ObjCRuntime.h is).
 *
 * The layer runs ARC Objective-C compiled by clang for the GNUstep-1.9 ABI (the ABI for which
 * clang accepts -fobjc-arc on Linux) on GCC's libobjc (ABI 8) and GNUstep Base. GCC's libobjc
 * keeps its structures private, so the layouts the layer reads and writes are spelled out here
 * from the ABI as clang and GCC emit it. */
#ifndef OCR_INTERNAL_H
#define OCR_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- ABI 8: what GCC's libobjc registers ---- */

struct ocr_method8 {
  const void *name; /* the selector name in a module; libobjc swaps in the SEL on load */
  const char *types;
  void *imp;
};

struct ocr_method_list8 {
  struct ocr_method_list8 *next;
  int count;
  struct ocr_method8 methods[];
};

struct ocr_class8 {
  struct ocr_class8 *isa;   /* the metaclass */
  const void *super_class;  /* the superclass's name until libobjc resolves it */
  const char *name;
  long version;
  unsigned long info;       /* OCR_CLS_* */
  long instance_size;
  void *ivars;
  struct ocr_method_list8 *methods;
  void *dtable;
  struct ocr_class8 *subclass_list;
  struct ocr_class8 *sibling_class;
  void *protocols;
  void *gc_object_type;
};

enum {
  OCR_CLS_CLASS = 0x1,
  OCR_CLS_META = 0x2,
  /* GCC: class under construction; the GNUstep ABI uses the same bit for "new ABI". */
  OCR_CLS_NEW_ABI = 0x10,
};

struct ocr_symtab8 {
  unsigned long sel_ref_cnt;
  void *refs;
  unsigned short cls_def_cnt;
  unsigned short cat_def_cnt;
  void *defs[]; /* classes, then categories, then one NULL-terminated list of static instances */
};

struct ocr_module8 {
  unsigned long version; /* 8 */
  unsigned long size;    /* sizeof(struct ocr_module8) */
  const char *name;
  struct ocr_symtab8 *symtab;
};

/* Registers a module with libobjc (its own __objc_exec_class, not the layer's interposer). */
void ocr_priv_register_module8(struct ocr_module8 *module);

/* ---- start-up steps, run in order by Startup.c ---- */

/* NULL when one blocks runtime serves the process, else the message (static storage). */
const char *ocr_priv_check_blocks_runtime(void);
/* Finds what ARC must not message: libobjc's Protocol class, and libdispatch's mapped image
 * (dispatch objects are told from Objective-C ones by where their first word points). */
void ocr_priv_locate_unmanaged_objects(void);
/* Registers the block classes at the blocks runtime's _NSConcrete*Block and its hooks. */
void ocr_priv_install_blocks(void);
/* Hooks -release and -dealloc of the root classes so weak references are zeroed. */
void ocr_priv_install_weak_hooks(void);
/* NSMapTable/NSHashTable asked for weak memory make the layer's zeroing weak tables. */
void ocr_priv_install_weak_collections(void);
/* The `@catch (id)` class and the exception matcher that honours it. */
void ocr_priv_install_exceptions(void);
/* Makes the process's main thread GNUstep's main thread (start-up runs on it). */
void ocr_priv_adopt_main_thread(void);
/* Autorelease pools around work on libdispatch's threads. */
void ocr_priv_install_dispatch_pools(void);

/* ---- shared between files ---- */

/* Whether `object` is a libdispatch object (its first word points into libdispatch). */
int ocr_priv_is_dispatch_object(const void *object);
void ocr_priv_dispatch_retain(void *object);
void ocr_priv_dispatch_release(void *object);
/* Whether `object` is a heap block (isa is the blocks runtime's _NSConcreteMallocBlock). */
int ocr_priv_is_malloc_block(const void *object);
/* Clears every weak reference to `object`, which is being deallocated. */
void ocr_priv_weak_object_dies(void *object);
/* libobjc's Protocol class: its instances are static and take no retain/release. */
extern void *ocr_priv_protocol_class;

/* Replaces `selector`'s implementation in `cls` (which must define the method itself) and
 * refreshes the dispatch tables libobjc has installed for it and its subclasses. Returns the
 * previous implementation. */
void *ocr_priv_replace_method(void *cls, const char *selector, void *imp);

#ifdef __cplusplus
}
#endif

#endif
