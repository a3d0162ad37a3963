/// The project's own XML Schemas for the reports ``JUnitWriter`` produces.
///
/// Kept as Swift string constants so validation works from any build product without bundle
/// resources. They accept everything the Maven Surefire 3.0 schema requires of the elements
/// we write, and are stricter where our writer can promise more:
///
/// - `time` is digits with at most three decimals (no thousands separators, no exponent);
/// - `<failure>` and `<error>` require a non-empty `type` (the rule ID or error kind) and a
///   `message`;
/// - a test case has at most one verdict element: failures, or one `<skipped>`, or one
///   `<error>`, followed by optional `<system-out>` and `<system-err>`, in Surefire's order;
/// - counters are non-negative integers, `classname` is required, and `(classname, name)` is
///   unique within a suite (merge relies on that to join shards);
/// - `<testsuite>` has only the attributes above (no `timestamp`, `hostname`, `version` or
///   `group`) and at most one `<properties>`.
///
/// So every `<testsuite>` that validates here, taken out as its own document (see
/// ``JUnitSchemaValidator/extractSuites(from:into:profile:)``), also validates against
/// Surefire's schema. The suite's timestamp and hostname are ordinary `<property>` elements
/// (see ``JUnitTestSuite/timestampPropertyName``); XML Schema 1.0 cannot give a property a type
/// by its name, so they are optional here and their format is the writer's guarantee.
enum JUnitSchema {
    /// Schema whose document element is `<testsuites>`: a whole report as written.
    static let report: String = document(
        root: """
                <xs:element name="testsuites">
                    <xs:complexType>
                        <xs:sequence>
                            \(suiteElement(occurs: #" minOccurs="0" maxOccurs="unbounded""#))
                        </xs:sequence>
                        <xs:attribute name="name" type="xs:string" use="required"/>
                        <xs:attributeGroup ref="Totals"/>
                    </xs:complexType>
                </xs:element>
            """)

    /// Schema whose document element is a single `<testsuite>`, as Surefire writes one per file.
    static let suite: String = document(root: suiteElement(occurs: ""))

    /// The suite declaration with its uniqueness constraint; global declarations (the
    /// single-suite schema) may not state occurrence bounds, local ones must.
    private static func suiteElement(occurs: String) -> String {
        """
        <xs:element name="testsuite" type="TestSuite"\(occurs)>
                            <xs:unique name="UniqueTestCase">
                                <xs:selector xpath="testcase"/>
                                <xs:field xpath="@classname"/>
                                <xs:field xpath="@name"/>
                            </xs:unique>
                        </xs:element>
        """
    }

    private static func document(root: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="unqualified">
        \(root)
            <xs:simpleType name="Seconds">
                <xs:restriction base="xs:string">
                    <xs:pattern value="[0-9]+(\\.[0-9]{1,3})?"/>
                </xs:restriction>
            </xs:simpleType>
            <xs:simpleType name="Kind">
                <xs:restriction base="xs:string">
                    <xs:minLength value="1"/>
                </xs:restriction>
            </xs:simpleType>
            <xs:attributeGroup name="Totals">
                <xs:attribute name="tests" type="xs:nonNegativeInteger" use="required"/>
                <xs:attribute name="failures" type="xs:nonNegativeInteger" use="required"/>
                <xs:attribute name="errors" type="xs:nonNegativeInteger" use="required"/>
                <xs:attribute name="skipped" type="xs:nonNegativeInteger" use="required"/>
                <xs:attribute name="time" type="Seconds" use="required"/>
            </xs:attributeGroup>
            <xs:complexType name="TestSuite">
                <xs:sequence>
                    <xs:element name="properties" minOccurs="0">
                        <xs:complexType>
                            <xs:sequence>
                                <xs:element name="property" minOccurs="0" maxOccurs="unbounded">
                                    <xs:complexType>
                                        <xs:attribute name="name" type="xs:string" use="required"/>
                                        <xs:attribute name="value" type="xs:string" use="required"/>
                                    </xs:complexType>
                                </xs:element>
                            </xs:sequence>
                        </xs:complexType>
                    </xs:element>
                    <xs:element name="testcase" type="TestCase" minOccurs="0" maxOccurs="unbounded"/>
                </xs:sequence>
                <xs:attribute name="name" type="xs:string" use="required"/>
                <xs:attributeGroup ref="Totals"/>
            </xs:complexType>
            <xs:complexType name="TestCase">
                <xs:sequence>
                    <xs:choice minOccurs="0">
                        <xs:element name="failure" type="Problem" maxOccurs="unbounded"/>
                        <xs:element name="skipped">
                            <xs:complexType>
                                <xs:simpleContent>
                                    <xs:extension base="xs:string">
                                        <xs:attribute name="message" type="xs:string"/>
                                    </xs:extension>
                                </xs:simpleContent>
                            </xs:complexType>
                        </xs:element>
                        <xs:element name="error" type="Problem"/>
                    </xs:choice>
                    <xs:element name="system-out" type="xs:string" minOccurs="0"/>
                    <xs:element name="system-err" type="xs:string" minOccurs="0"/>
                </xs:sequence>
                <xs:attribute name="classname" type="xs:string" use="required"/>
                <xs:attribute name="name" type="xs:string" use="required"/>
                <xs:attribute name="time" type="Seconds" use="required"/>
            </xs:complexType>
            <xs:complexType name="Problem">
                <xs:simpleContent>
                    <xs:extension base="xs:string">
                        <xs:attribute name="type" type="Kind" use="required"/>
                        <xs:attribute name="message" type="xs:string" use="required"/>
                    </xs:extension>
                </xs:simpleContent>
            </xs:complexType>
        </xs:schema>
        """
    }
}
