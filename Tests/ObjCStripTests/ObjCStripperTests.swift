import ObjCStrip
import Testing

/// Strips `source` and checks what every case needs: same length, same line breaks.
private func stripped(_ source: String) -> StrippedSource {
    let result = ObjCStripper.strip(source)
    #expect(result.text.utf8.count == source.utf8.count, "the text moved")
    #expect(
        result.text.utf8.enumerated().filter { $0.element == 10 }.map(\.offset)
            == source.utf8.enumerated().filter { $0.element == 10 }.map(\.offset),
        "a line break moved")
    return result
}

@Suite("ObjCStripper: attributes")
struct AttributeTests {
    @Test func bareObjCOnAType() {
        let result = stripped("@objc class A: NSObject {}")
        #expect(result.text == "      class A: NSObject {}")
        #expect(result.removals == [ObjCRemoval(attribute: .objc, line: 1, column: 1)])
    }

    @Test func objcWithARuntimeName() {
        let result = stripped("@objc(GADMediationAdapterBigo)\nfinal class BigoAdapter: NSObject {}")
        #expect(result.text == String(repeating: " ", count: 30) + "\nfinal class BigoAdapter: NSObject {}")
    }

    @Test func objcWithASelectorOfSeveralParts() {
        let result = stripped("  @objc(loadBannerFor:completionHandler:) func load(_ a: Int, b: Int) {}")
        #expect(result.text == String(repeating: " ", count: 41) + " func load(_ a: Int, b: Int) {}")
    }

    @Test func objcWithSpacesBeforeItsArgument() {
        #expect(stripped("@objc (Name) class A {}").text == "             class A {}")
    }

    @Test func objcOnMembersOnTheirOwnLines() {
        let source = [
            "class A {",
            "  @objc",
            "  static func setUp() {}",
            "  @objc public nonisolated(unsafe) static var testMode = false",
            "}",
        ]
        let result = stripped(source.joined(separator: "\n"))
        #expect(
            result.text.split(separator: "\n", omittingEmptySubsequences: false) == [
                "class A {",
                "       ",
                "  static func setUp() {}",
                "        public nonisolated(unsafe) static var testMode = false",
                "}",
            ])
        #expect(result.removals.map(\.line) == [2, 4])
        #expect(result.removals.map(\.column) == [3, 3])
    }

    @Test func objcMembers() {
        let result = stripped("@objcMembers final class A {}")
        #expect(result.text == "             final class A {}")
        #expect(result.removals.map(\.attribute) == [.objcMembers])
    }

    @Test func objcDynamicKeepsDynamic() {
        #expect(stripped("@objc dynamic var x = 1").text == "      dynamic var x = 1")
    }

    @Test func ibOutletGoesAndTheAttributesLinuxAcceptsStay() {
        let source =
            "@IBOutlet weak var v: V!\n@IBAction func f(_ s: Any) {}\n@nonobjc func g() {}\n@IBInspectable var i = 1"
        let result = stripped(source)
        #expect(
            result.text
                == "          weak var v: V!\n@IBAction func f(_ s: Any) {}\n@nonobjc func g() {}\n@IBInspectable var i = 1"
        )
        #expect(result.removals.map(\.attribute) == [.ibOutlet])
    }

    @Test func attributesThatOnlyBeginLikeObjCStay() {
        let source = "@objcImplementation extension A {}\n@objc_x func f() {}\n@MainActor @Sendable func g() {}"
        #expect(stripped(source).text == source)
        #expect(stripped(source).removals.isEmpty)
    }

    @Test func severalAttributesOnOneLine() {
        let result = stripped("@MainActor @objc(A) @objcMembers class A {}")
        #expect(result.text == "@MainActor " + String(repeating: " ", count: 22) + "class A {}")
        #expect(result.removals.map(\.column) == [12, 21])
    }

    @Test func nonASCIIBeforeTheAttributeKeepsColumnsInBytes() {
        let result = stripped("let é = 1 // é\n@objc var x = 1")
        #expect(result.text == "let é = 1 // é\n      var x = 1")
        #expect(result.removals == [ObjCRemoval(attribute: .objc, line: 2, column: 1)])
    }
}

@Suite("ObjCStripper: strings and comments are left alone")
struct LiteralTests {
    @Test func stringsKeepTheirText() {
        let source = #"let s = "@objc(A) \"@objc\" \\"; @objc func f() {}"#
        #expect(stripped(source).text == #"let s = "@objc(A) \"@objc\" \\";       func f() {}"#)
    }

    @Test func multilineStringsKeepTheirText() {
        let source = #"""
            let s = """
              @objc class A {}
              "quoted" and "" and \""" still inside @objc
              """
            @objc func f() {}
            """#
        let result = stripped(source)
        let literal = source.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(result.text.hasPrefix(literal.joined(separator: "\n")))
        #expect(result.text.hasSuffix("\n      func f() {}"))
        #expect(result.removals.map(\.line) == [5])
    }

    @Test func rawStringsKeepTheirText() {
        let source = ##"let s = #"a "quote" then @objc and \(notInterpolated) "#; @objc var x = 1"##
        #expect(
            stripped(source).text == ##"let s = #"a "quote" then @objc and \(notInterpolated) "#;       var x = 1"##)
    }

    @Test func rawMultilineStringsNeedTheirHashesToClose() {
        let source = ##"""
            let s = #"""
              """ is not the end; @objc
              """#
            @objc var x = 1
            """##
        #expect(stripped(source).removals.map(\.line) == [4])
    }

    @Test func interpolationsAreCodeAndTheirStringsAreStrings() {
        let source = #"let s = "a \(f("@objc)", (1 + 2))) b @objc"; @objc var x = 1"#
        let result = stripped(source)
        #expect(result.text == #"let s = "a \(f("@objc)", (1 + 2))) b @objc";       var x = 1"#)
        #expect(result.removals.count == 1)
    }

    @Test func interpolationsEndAtTheirOwnParenthesis() {
        let source = #"let s = "\(f(1) + g("@objc")) x""#
        #expect(stripped(source).text == source)
    }

    @Test func rawStringInterpolations() {
        let source = ##"let s = #"\#(f(")"))@objc"#; @objc var x = 1"##
        #expect(stripped(source).text == ##"let s = #"\#(f(")"))@objc"#;       var x = 1"##)
    }

    @Test func extendedRegexLiteralsKeepTheirText() {
        let source = "let r = #/@objc\"/#; @objc var x = 1"
        #expect(stripped(source).text == "let r = #/@objc\"/#;       var x = 1")
    }

    @Test func lineAndDocumentationComments() {
        let source = "// @objc(A)\n/// Calls @objc code \"\n@objc var x = 1 // @objc"
        #expect(stripped(source).text == "// @objc(A)\n/// Calls @objc code \"\n      var x = 1 // @objc")
    }

    @Test func nestedBlockComments() {
        let source = "/* outer /* inner @objc */ still a comment @objc \" */ @objc var x = 1"
        #expect(stripped(source).text == "/* outer /* inner @objc */ still a comment @objc \" */       var x = 1")
    }

    @Test func unterminatedStringEndsAtTheLine() {
        let result = stripped("let s = \"oops\n@objc var x = 1")
        #expect(result.removals.map(\.line) == [2])
    }
}

@Suite("ObjCStripper: compilable output")
struct CompilableTests {
    @Test func sourceLocationNamesTheOriginalFileAboveCode() {
        let text = ObjCStripper.strip("@objc var x = 1\n").compilable(originalPath: "/src/Adapter \"A\".swift")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == #"#sourceLocation(file: "/src/Adapter \"A\".swift", line: 1)"#)
        #expect(lines.dropFirst().joined(separator: "\n") == "      var x = 1\n")
    }

    @Test func sourceLocationTakesTheLicenceLinesPlace() {
        let text = ObjCStripper.strip("// Copyright\n@objc var x = 1\n").compilable(originalPath: "/src/A.swift")
        #expect(text == "#sourceLocation(file: \"/src/A.swift\", line: 2)\n      var x = 1\n")
    }

    @Test func sourceLocationTakesABlankFirstLinesPlaceWithWindowsLineEnds() {
        let text = ObjCStripper.strip("\r\n@objc var x = 1\r\n").compilable(originalPath: "/src/A.swift")
        #expect(text == "#sourceLocation(file: \"/src/A.swift\", line: 2)\r\n      var x = 1\r\n")
    }

    @Test func aDocumentationCommentOnTheFirstLineIsKept() {
        let text = ObjCStripper.strip("/// Docs\nvar x = 1").compilable(originalPath: "/src/A.swift")
        #expect(text == "#sourceLocation(file: \"/src/A.swift\", line: 1)\n/// Docs\nvar x = 1")
    }
}

/// The guarded import ``StrippedSource/compilable(originalPath:)`` adds below the text.
private let networkingImport = [
    "#sourceLocation()", "#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif", "",
]

@Suite("ObjCStripper: URL loading gets FoundationNetworking")
struct FoundationNetworkingTests {
    @Test func aFileUsingURLSessionGetsTheImportBelowItsLines() {
        let source = [
            "// Copyright",
            "import Foundation",
            "",
            "@objc final class Loader: NSObject {",
            "    func load(_ url: URL) {",
            "        URLSession.shared.dataTask(with: url) { _, _, _ in }.resume()",
            "    }",
            "}",
        ]
        let result = ObjCStripper.strip(source.joined(separator: "\n") + "\n")
        #expect(result.foundationNetworkingNames == [.urlSession])
        #expect(result.needsFoundationNetworking)
        let lines = result.compilable(originalPath: "/src/Loader.swift")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Every line of the original is at its own number, under a directive that numbers it so.
        #expect(lines.first == #"#sourceLocation(file: "/src/Loader.swift", line: 2)"#)
        #expect(
            Array(lines[1..<source.count]) == [source[1], source[2], "      final class Loader: NSObject {"]
                + source[4...])
        #expect(Array(lines[source.count...]) == networkingImport)
    }

    @Test func aFileWithCodeOnItsFirstLineKeepsItsLinesUnderTheDirective() {
        let source = "import Foundation\nlet request = URLRequest(url: URL(fileURLWithPath: \"/\"))"
        let text = ObjCStripper.strip(source).compilable(originalPath: "/src/A.swift")
        #expect(
            text
                == "#sourceLocation(file: \"/src/A.swift\", line: 1)\n" + source + "\n"
                + networkingImport.joined(separator: "\n"))
    }

    @Test func windowsLineEndsStayWindowsLineEnds() {
        let text = ObjCStripper.strip("import Foundation\r\nlet r: URLResponse? = nil\r\n")
            .compilable(originalPath: "/src/A.swift")
        #expect(text.hasSuffix("nil\r\n" + networkingImport.joined(separator: "\r\n")))
    }

    @Test func aFileNotUsingURLLoadingGetsNoImport() {
        let source = "import Foundation\nlet url = URL(string: \"https://example.com\")\nlet e: URLError? = nil\n"
        let result = ObjCStripper.strip(source)
        #expect(result.foundationNetworkingNames.isEmpty)
        #expect(!result.needsFoundationNetworking)
        #expect(
            result.compilable(originalPath: "/src/A.swift") == "#sourceLocation(file: \"/src/A.swift\", line: 1)\n"
                + source)
    }

    @Test(arguments: [
        "import FoundationNetworking\n",
        "#if canImport(FoundationNetworking)\n  import FoundationNetworking\n#endif\n",
        "@preconcurrency import  FoundationNetworking // for URLSession\n",
        "import\n    FoundationNetworking\n",
    ])
    func aFileImportingFoundationNetworkingGetsNoSecondImport(imports: String) {
        let result = ObjCStripper.strip("import Foundation\n" + imports + "let s = URLSession.shared\n")
        #expect(result.importsFoundationNetworking)
        #expect(!result.needsFoundationNetworking)
        #expect(!result.compilable(originalPath: "/src/A.swift").contains("#sourceLocation()"))
    }

    @Test(arguments: [
        "// import FoundationNetworking\n",
        "let note = \"import FoundationNetworking\"\n",
        "/* import FoundationNetworking */\n",
        "import class FoundationNetworking.URLSession\n",
        "import FoundationNetworkingExtras\n",
        "let canImportIt = canImport(FoundationNetworking)\n",
    ])
    func whatOnlyLooksLikeTheImportDoesNotCount(imports: String) {
        let result = ObjCStripper.strip("import Foundation\n" + imports + "let r = URLRequest(url: u)\n")
        #expect(!result.importsFoundationNetworking)
        #expect(result.needsFoundationNetworking)
        #expect(result.compilable(originalPath: "/src/A.swift").hasSuffix(networkingImport.joined(separator: "\n")))
    }

    @Test(arguments: [
        "URLSessionFoo.make()", "MyURLSession()", "let mockURLRequest = 1", "URLSession_ = 2",
        "let x = aURLCache", "HTTPURLResponses.all", "`URLSessionStub`", "URLSessionDataTask2()",
    ])
    func onlyWholeIdentifiersCount(code: String) {
        let result = ObjCStripper.strip("import Foundation\n" + code + "\n")
        #expect(result.foundationNetworkingNames.isEmpty)
        #expect(!result.needsFoundationNetworking)
    }

    @Test func namesAreFoundOnceEachInOrderWhereverTheyStand() {
        let source = """
            func f(_ c: (Data?, URLResponse?, Error?) -> Void) {}
            let t: URLSessionDataTask? = nil // HTTPURLResponse
            let u = "\\(URLSession.shared)", v = `URLRequest`.self, w = URLResponse.self
            extension Loader: URLSessionDataDelegate {}
            """
        #expect(
            ObjCStripper.strip(source).foundationNetworkingNames == [
                .urlResponse, .urlSessionDataTask, .httpURLResponse, .urlSession, .urlRequest,
                .urlSessionDataDelegate,
            ])
    }

    @Test func aNameInACommentAloneStillGetsTheImport() {
        // Conservative: one import too many costs nothing but the module's loading.
        let result = ObjCStripper.strip("import Foundation\n/// Wraps URLSession.\nstruct A {}\n")
        #expect(result.foundationNetworkingNames == [.urlSession])
        #expect(result.needsFoundationNetworking)
    }

    @Test func everyNameIsOneWholeIdentifier() {
        for name in FoundationNetworkingName.allCases {
            #expect(ObjCStripper.strip("let x = " + name.rawValue + ".self").foundationNetworkingNames == [name])
            #expect(ObjCStripper.strip("let x = " + name.rawValue + "X.self").foundationNetworkingNames.isEmpty)
        }
    }
}
