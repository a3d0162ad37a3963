/* GCC libobjc's <objc/runtime.h>, compilable by clang. Its inline object_getClass reads
 * object->class_pointer, but to clang `id` is its builtin object type, not GCC's struct
 * pointer, so that does not compile; the inline is renamed (given a plain struct parameter)
 * and replaced by one reading the object's first word. */
#ifndef OBJC_RUNTIME_LAYER_RUNTIME_H
#define OBJC_RUNTIME_LAYER_RUNTIME_H
#define object_getClass(unused) ocr_gcc_inline_object_getClass(struct objc_object *object)
#include "objc/runtime.h" /* GCC's, through -iquote */
#undef object_getClass
#if defined(__OBJC__) && __has_feature(objc_arc)
#define OCR_OBJECT_BITS(object) ((__bridge const void *)(object))
#else
#define OCR_OBJECT_BITS(object) ((const void *)(object))
#endif
static inline Class object_getClass(id object) {
  return object != nil ? *(Class const *)OCR_OBJECT_BITS(object) : Nil;
}
#undef OCR_OBJECT_BITS
#endif
