"""The generated Swift interface of a Clang module, from SourceKit in-process.

`editor.open.interface` is what Xcode's "Generated Interface" shows: the module's Objective-C
declarations as Swift's importer makes them. The driver tools refuse Objective-C interop on
Linux; SourceKit takes driver arguments with `-Xfrontend -enable-objc-interop`.
"""

import ctypes
import json
import os
import re


class _Variant(ctypes.Structure):
    _fields_ = [("data", ctypes.c_uint64 * 3)]


class SourceKit:
    def __init__(self, library):
        lib = ctypes.CDLL(library)
        lib.sourcekitd_initialize()
        lib.sourcekitd_request_create_from_yaml.restype = ctypes.c_void_p
        lib.sourcekitd_request_create_from_yaml.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_char_p)]
        lib.sourcekitd_send_request_sync.restype = ctypes.c_void_p
        lib.sourcekitd_send_request_sync.argtypes = [ctypes.c_void_p]
        lib.sourcekitd_response_is_error.argtypes = [ctypes.c_void_p]
        lib.sourcekitd_response_error_get_description.restype = ctypes.c_char_p
        lib.sourcekitd_response_error_get_description.argtypes = [ctypes.c_void_p]
        lib.sourcekitd_response_get_value.restype = _Variant
        lib.sourcekitd_response_get_value.argtypes = [ctypes.c_void_p]
        lib.sourcekitd_uid_get_from_cstr.restype = ctypes.c_void_p
        lib.sourcekitd_uid_get_from_cstr.argtypes = [ctypes.c_char_p]
        lib.sourcekitd_variant_dictionary_get_string.restype = ctypes.c_char_p
        lib.sourcekitd_variant_dictionary_get_string.argtypes = [_Variant, ctypes.c_void_p]
        self.lib = lib
        self.counter = 0

    def interface(self, module, compiler_args):
        """The Swift text of `module` (a Clang module or submodule), or raises RuntimeError."""
        self.counter += 1
        request = "{key.request: source.request.editor.open.interface, key.name: %s, key.modulename: %s, key.compilerargs: %s}" % (
            json.dumps("interface-%d" % self.counter), json.dumps(module), json.dumps(compiler_args))
        error = ctypes.c_char_p()
        req = self.lib.sourcekitd_request_create_from_yaml(request.encode(), ctypes.byref(error))
        if not req:
            raise RuntimeError("bad SourceKit request: %s" % error.value)
        resp = self.lib.sourcekitd_send_request_sync(req)
        if self.lib.sourcekitd_response_is_error(resp):
            raise RuntimeError(self.lib.sourcekitd_response_error_get_description(resp).decode())
        value = self.lib.sourcekitd_response_get_value(resp)
        text = self.lib.sourcekitd_variant_dictionary_get_string(
            value, self.lib.sourcekitd_uid_get_from_cstr(b"key.sourcetext"))
        return text.decode() if text else ""

    def whole_interface(self, module, compiler_args):
        """The interface of `module` and of every submodule it imports, in order."""
        seen, order, texts = set(), [module], []
        while order:
            name = order.pop(0)
            if name in seen:
                continue
            seen.add(name)
            text = self.interface(name, compiler_args)
            texts.append((name, text))
            for sub in re.findall(r"^import (%s\.[\w.]+)$" % re.escape(module), text, re.M):
                order.append(sub)
        return texts


def default_library():
    """libsourcekitdInProc.so of the toolchain whose `swift` is on PATH."""
    swift = _which("swift")
    if not swift:
        return None
    path = os.path.join(os.path.dirname(os.path.realpath(swift)), "..", "lib", "libsourcekitdInProc.so")
    return os.path.normpath(path) if os.path.exists(path) else None


def _which(name):
    for d in os.environ.get("PATH", "").split(os.pathsep):
        p = os.path.join(d, name)
        if os.access(p, os.X_OK):
            return p
    return None
