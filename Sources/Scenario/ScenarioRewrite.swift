import DeviceLink
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// The swift-syntax rewrite of a scenario file before it is compiled. Every edit stays on its line (no
/// newline is added or removed), so line numbers, `#line`, `#function` and run-time trap messages are the
/// user's own; columns moved by an insertion are mapped back through `columns`.
///
/// - `import UIKit`, `CoreGraphics`, `QuartzCore` become blanks (the file's prelude imports SandboxKit;
///   there is no module named UIKit anywhere, so a package asking `canImport(UIKit)` is not fooled).
///   `import Combine` names the device's Combine (`SandboxCombine`: OpenCombine with the device's
///   schedulers), `import os` and `import OSLog` its logger (`SandboxOSLog`), for the same reason; the
///   other Apple frameworks the device has (`WebKit`, `MapKit`, `CoreLocation`, …) name theirs alike
///   (`SandboxWebKit`).
/// - `@UIApplicationMain` becomes `@main` (the app delegate's `main()` launches the app).
/// - `#Preview` becomes a declaration, `let __sandboxPreview12 = SandboxPreview` (there is no macro to
///   expand: a preview is accepted and kept, not shown).
/// - `@objc`, `@objcMembers`, `@nonobjc`, `@IBAction`, `@IBOutlet`, `@IBInspectable`, `@IBDesignable`,
///   `@NSManaged` and `dynamic` become blanks (an `@NSManaged` property gets accessors over its managed
///   object's values, an `@NSManaged` function a body, both on its own line; a class that inherits from
///   `NSManagedObject` is `nonisolated`, as Core Data's own class is); `required` on `init(coder:)` becomes `override`
///   (SandboxKit's controllers and cells have a designated `init?(coder:)`, not a required one; a class
///   that inherits from `NSObject` or nothing keeps it: `NSCoding` requires it), and
///   becomes a blank in a class that inherits from a view without one (`class Card: UIView`), where
///   the initializer is the subclass's own, and its `super.init(coder:)` becomes `super.init(frame: .zero)`.
///   `override` on `init()` in a view or controller becomes a blank (their `init()` is a convenience
///   initializer, as NSObject's `init` is on iOS).
/// - `#keyPath(WKWebView.estimatedProgress)` becomes `"estimatedProgress"`, the string the compiler makes.
/// - `#selector(tapped(_:))` becomes `Selector("tapped:", Parent.tapped(_:))`: the Objective-C name and
///   a reference to the method, in the enclosing type when the selector names none;
///   `#selector(webView.reload)` becomes `Selector("reload", of: webView, { $0.reload })`.
/// - Each statement gets its line (`__sandboxLine(12);`), each function and closure body a frame of the
///   line stack (`__sandboxEnter(); defer { __sandboxLeave() };`); a body of one expression becomes
///   `__sandboxAt(12, expression)`, which keeps its value. The body of `Task { … }` (or `Task.detached`)
///   also begins `__sandboxTaskBegan(12); defer { __sandboxTaskEnded(12) };`, so a task still suspended
///   when the run ends is reported at the line that made it.
/// - A binding whose value is a call of a type (`let b = Child()`, `self.first = Content()`) names the
///   controller it makes: `__sandboxBind("b", "Child", Child())`.
public struct ScenarioRewrite {
    public let fileName: String
    public let original: String
    public let text: String
    let columns: ColumnMap
    /// Where the file puts `@main` on a type, if it does: an app's entry point, which a scenario (top-level
    /// code) cannot have; the compiler's own error names the sandbox's generated file.
    public let mainAttribute: (line: Int, column: Int)?
    /// The device modules the file's imports were rewritten to (`SandboxMapKit` for `import MapKit`), so
    /// code generated beside the file (an app's class registrations) can see the same types.
    public let deviceModules: Set<String>
    /// The file's own `#sourceLocation(file:line:)` stretches, so that a diagnostic the compiler gives in
    /// the directive's terms is quoted from the user's line with the user's column.
    let sourceLocations: [SourceLocationStretch]
    /// The file as parsed (operators not folded), for what else reads the file's declarations (an
    /// app's build), so that no file is parsed twice.
    public let tree: SourceFileSyntax

    /// The lines after one of the user's `#sourceLocation(file: F, line: L)`: the user's line `userLine`
    /// is F's line L, and so on up to (not including) `endUserLine`, the next directive's line.
    struct SourceLocationStretch {
        let file: String
        let line: Int
        let userLine: Int
        var endUserLine: Int
    }

    /// Deeper nesting is left unparsed by swift-syntax (and then refused by the compiler), so the
    /// rewrite cannot run out of stack.
    static let maximumNestingLevel = 128

    static let blankedImports: Set<String> = ["UIKit", "CoreGraphics", "QuartzCore"]
    static let replacedImports = ["Combine": "SandboxCombine", "os": "SandboxOSLog", "OSLog": "SandboxOSLog",
                                  "WebKit": "SandboxWebKit", "CoreLocation": "SandboxCoreLocation", "MapKit": "SandboxMapKit",
                                  "UserNotifications": "SandboxUserNotifications",
                                  "LocalAuthentication": "SandboxLocalAuthentication",
                                  "MultipeerConnectivity": "SandboxMultipeerConnectivity",
                                  "AVFoundation": "SandboxAVFoundation", "AVFAudio": "SandboxAVFoundation",
                                  "WatchConnectivity": "SandboxWatchConnectivity", "CoreData": "SandboxCoreData"]
    static let blankedAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable",
                                                 "IBDesignable", "NSManaged", "IBSegueAction"]

    /// `isLibraryFile`: one of an app's files, whose own top level gets no line marks. In library mode
    /// the top level holds declarations only (a mark there would be a statement, which the compiler
    /// refuses); an app's `main.swift` runs its top level before `UIApplicationMain` has started the
    /// device the marks report to.
    /// `fileNumber`: the file's number among an app's files, which its line marks carry (`SourceLine`).
    public init(text: String, fileName: String, isLibraryFile: Bool = false, fileNumber: Int = 0) {
        self.fileName = fileName
        original = text
        let parsed: SourceFileSyntax = text.utf8.withContiguousStorageIfAvailable { buffer in
            Parser.parse(source: buffer, maximumNestingLevel: Self.maximumNestingLevel)
        } ?? Parser.parse(source: text)
        let tree = (try? OperatorTable.standardOperators.foldAll(parsed)) ?? Syntax(parsed)
        let finder = EditFinder(converter: SourceLocationConverter(fileName: fileName, tree: parsed), fileName: fileName,
                                isLibraryFile: isLibraryFile, fileNumber: fileNumber)
        finder.walk(tree)
        // A script's `#!` line is allowed only as a file's first line; the scenario's first line is not
        // the compiled file's first, so it becomes a comment (same length: columns do not move).
        if text.hasPrefix("#!") { finder.edits.insert(SourceEdit(offset: 0, length: 2, replacement: "//"), at: 0) }
        (self.text, columns) = Self.apply(finder.edits, to: text)
        mainAttribute = finder.mainAttribute
        deviceModules = finder.deviceModules
        sourceLocations = finder.sourceLocations
        self.tree = parsed
    }

    /// The user's line that the compiler calls `line` of `file` under one of the user's own
    /// `#sourceLocation(file:line:)` directives, or nil when no directive names that file and line.
    public func userLine(file: String, line: Int) -> Int? {
        for stretch in sourceLocations where stretch.file == file && line >= stretch.line {
            let user = stretch.userLine + (line - stretch.line)
            if user < stretch.endUserLine { return user }
        }
        return nil
    }

    /// Applies the edits (skipping any that overlap an earlier one or would cross a line) and records
    /// how columns moved.
    static func apply(_ edits: [SourceEdit], to text: String) -> (String, ColumnMap) {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + edits.count * 24)
        var map = ColumnMap()
        var cursor = 0
        var line = 1
        var lineStartOld = 0
        var lineStartNew = 0
        func copy(upTo end: Int) {
            while cursor < end {
                let b = bytes[cursor]
                out.append(b)
                cursor += 1
                if b == 0x0A { line += 1; lineStartOld = cursor; lineStartNew = out.count }
            }
        }
        let sorted = edits.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
        for edit in sorted {
            guard edit.offset >= cursor, edit.offset + edit.length <= bytes.count else { continue }
            if bytes[edit.offset..<(edit.offset + edit.length)].contains(0x0A) || edit.replacement.utf8.contains(0x0A) { continue }
            copy(upTo: edit.offset)
            let oldColumn = edit.offset - lineStartOld + 1
            let newColumn = out.count - lineStartNew + 1
            let replacement = Array(edit.replacement.utf8)
            out.append(contentsOf: replacement)
            cursor = edit.offset + edit.length
            if replacement.count != edit.length {
                map.record(line: line, newStart: newColumn, newLength: replacement.count, oldStart: oldColumn, oldLength: edit.length)
            }
        }
        copy(upTo: bytes.count)
        return (String(decoding: out, as: UTF8.self), map)
    }

    /// The column of the user's file for a column the compiler reports in the rewritten one.
    public func originalColumn(line: Int, column: Int) -> Int { columns.originalColumn(line: line, column: column) }

    /// The user's line `line` (1-based), without its newline.
    public func originalLine(_ line: Int) -> String? {
        var n = 1
        for l in original.split(separator: "\n", omittingEmptySubsequences: false) {
            if n == line { return String(l.hasSuffix("\r") ? l.dropLast() : l) }
            n += 1
        }
        return nil
    }
}

/// Finds the edits of `ScenarioRewrite` in one walk.
private final class EditFinder: SyntaxVisitor {
    var edits: [SourceEdit] = []
    var mainAttribute: (line: Int, column: Int)?
    var deviceModules: Set<String> = []
    var sourceLocations: [ScenarioRewrite.SourceLocationStretch] = []
    let converter: SourceLocationConverter
    let fileName: String
    let isLibraryFile: Bool
    let fileNumber: Int

    init(converter: SourceLocationConverter, fileName: String, isLibraryFile: Bool, fileNumber: Int) {
        self.converter = converter
        self.fileName = fileName
        self.isLibraryFile = isLibraryFile
        self.fileNumber = fileNumber
        super.init(viewMode: .sourceAccurate)
    }

    private func line(_ node: some SyntaxProtocol) -> Int { converter.location(for: node.positionAfterSkippingLeadingTrivia).line }
    /// The line mark of a statement: its line and the file's number (`SourceLine`).
    private func mark(_ node: some SyntaxProtocol) -> Int { SourceLine.mark(file: fileNumber, line: line(node)) }
    private func start(_ node: some SyntaxProtocol) -> Int { node.positionAfterSkippingLeadingTrivia.utf8Offset }
    private func end(_ node: some SyntaxProtocol) -> Int { node.endPositionBeforeTrailingTrivia.utf8Offset }

    private func blank(_ node: some SyntaxProtocol) {
        let text = node.trimmedDescription
        guard !text.contains("\n") else { return }
        edits.append(SourceEdit(offset: start(node), length: text.utf8.count, replacement: String(repeating: " ", count: text.utf8.count)))
    }

    // MARK: Imports, attributes, modifiers

    /// The scenario's own `#sourceLocation(file:line:)` pairs work as in any Swift file. The compiled file
    /// already opened one (the user's path, line 1) and closes it after the last line, so a closing
    /// `#sourceLocation()` of the user's becomes an opening that goes back to the user's file at the
    /// next line: the directives never nest, and the sandbox's closing one always has its opening.
    override func visit(_ node: PoundSourceLocationSyntax) -> SyntaxVisitorContinueKind {
        let at = line(node)
        if var open = sourceLocations.last, open.endUserLine == Int.max {
            open.endUserLine = at
            sourceLocations[sourceLocations.count - 1] = open
        }
        if let arguments = node.arguments, let number = Int(arguments.lineNumber.text) {
            let file = arguments.fileName.segments.map(\.content.text).joined()
            sourceLocations.append(.init(file: file, line: number, userLine: at + 1, endUserLine: .max))
        }
        if node.arguments == nil {
            let next = line(node) + 1
            let text = node.trimmedDescription
            guard !text.contains("\n") else { return .skipChildren }
            edits.append(SourceEdit(offset: start(node), length: text.utf8.count,
                                    replacement: "#sourceLocation(file: \(ScenarioRewrite.literalPath(fileName)), line: \(next))"))
        }
        return .skipChildren
    }

    /// `#Preview { … }` (Xcode's canvas) becomes a declaration of the preview, kept and never run:
    /// `let __sandboxPreview12 = SandboxPreview { … }`.
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        declarePreview(pound: node.pound, name: node.macroName)
        return .visitChildren
    }

    private func declarePreview(pound: TokenSyntax, name: TokenSyntax) {
        guard name.text == "Preview" else { return }
        let line = converter.location(for: pound.positionAfterSkippingLeadingTrivia).line
        edits.append(SourceEdit(offset: start(pound), length: name.endPositionBeforeTrailingTrivia.utf8Offset - start(pound),
                                replacement: "let __sandboxPreview\(line) = SandboxPreview"))
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first?.name.text, ScenarioRewrite.blankedImports.contains(first) { blank(node) }
        // The whole path: `import os.log` is the logger too.
        if let first = node.path.first?.name.text, let module = ScenarioRewrite.replacedImports[first] {
            deviceModules.insert(module)
            edits.append(SourceEdit(offset: start(node.path), length: node.path.trimmedDescription.utf8.count, replacement: module))
        }
        return .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if ScenarioRewrite.blankedAttributes.contains(node.attributeName.trimmedDescription) { blank(node) }
        if node.attributeName.trimmedDescription == "UIApplicationMain" {
            // Xcode's app template before Xcode 14: the compiler's own attribute looks for UIKit's real
            // `UIApplicationMain`; `@main` is what it means, served by `UIApplicationDelegate.main()`.
            edits.append(SourceEdit(offset: start(node.attributeName), length: "UIApplicationMain".utf8.count, replacement: "main"))
        }
        if ["main", "UIApplicationMain"].contains(node.attributeName.trimmedDescription), mainAttribute == nil {
            let place = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            mainAttribute = (place.line, place.column)
        }
        return .visitChildren
    }

    /// `@NSManaged var title: String?` gets accessors over the managed object's values, and
    /// `@NSManaged func addToItems(_ value: Item)` a body that does what Core Data's generated accessor
    /// does: Swift on Linux gives an `@NSManaged` declaration no storage (it type-checks, then fails to
    /// link), and there is no Objective-C runtime to make the accessors at run time. The attribute itself
    /// is blanked with the other Objective-C attributes.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard Self.isManaged(node.attributes), node.bindings.count == 1, let binding = node.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation, binding.accessorBlock == nil, binding.initializer == nil else { return .visitChildren }
        let key = name.filter { $0 != "`" }
        edits.append(SourceEdit(offset: end(type), length: 0, replacement:
            " { get { __sandboxManagedGet(\"\(key)\") } set { __sandboxManagedSet(\"\(key)\", newValue) } }"))
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard Self.isManaged(node.attributes), node.body == nil else { return .visitChildren }
        let arguments = node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        edits.append(SourceEdit(offset: end(node.signature), length: 0, replacement:
            " { __sandboxManagedCall(\"\(node.name.text)\", [\(arguments.joined(separator: ", "))]) }"))
        return .visitChildren
    }

    /// `class Author: NSManagedObject` becomes `nonisolated class …`: the initializers it inherits from
    /// Core Data's nonisolated class would otherwise take the app's default isolation (`MainActor`, an
    /// Xcode 26 app's) and be refused as overrides of a different isolation.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "NSManagedObject",
           !node.modifiers.contains(where: { $0.name.text == "nonisolated" }) {
            edits.append(SourceEdit(offset: start(node.classKeyword), length: 0, replacement: "nonisolated "))
        }
        return .visitChildren
    }

    private static func isManaged(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "NSManaged" }
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "dynamic" { blank(node) }
        if node.name.text == "required", let initializer = node.parent?.parent?.as(InitializerDeclSyntax.self),
           initializer.signature.parameterClause.parameters.count == 1,
           initializer.signature.parameterClause.parameters.first?.firstName.text == "coder" {
            let superclass = Self.superclassName(of: initializer)
            if let superclass, Self.viewsWithoutCoderInit.contains(superclass) {
                blank(node)
            } else if superclass == nil || superclass == "NSObject" {
                // A model class adopting `NSCoding` (`class Person: NSObject, NSCoding`): Foundation's
                // protocol requires the initializer, so `required` stays, as on iOS.
            } else {
                edits.append(SourceEdit(offset: start(node.name), length: 8, replacement: "override"))
            }
        }
        // `override init()` in a view or controller: UIKit's `init()` there is NSObject's, which SandboxKit
        // declares as a convenience initializer (it routes to `init(frame:)`, `init(nibName:bundle:)`), so
        // that a subclass overriding the designated ones inherits it as on iOS. The subclass's own `init()`
        // then overrides nothing.
        if node.name.text == "override", let initializer = node.parent?.parent?.as(InitializerDeclSyntax.self),
           initializer.signature.parameterClause.parameters.isEmpty,
           let superclass = Self.superclassName(of: initializer),
           Self.viewsWithoutCoderInit.contains(superclass) || Self.controllersWithConvenienceInit.contains(superclass) {
            blank(node)
        }
        return .visitChildren
    }

    /// SandboxKit's controllers whose `init()` is a convenience initializer.
    static let controllersWithConvenienceInit: Set<String> = ["UIViewController", "UINavigationController", "UITabBarController"]

    /// `super.init(coder: coder)` in a class that inherits from one of `viewsWithoutCoderInit`: their
    /// `init?(coder:)` is a convenience initializer (views are made from their attributes, not decoded), which a
    /// subclass's initializer cannot call; it makes a view of zero size, so the call becomes that.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
              callee.base?.is(SuperExprSyntax.self) == true, callee.declName.baseName.text == "init",
              node.arguments.count == 1, node.arguments.first?.label?.text == "coder",
              !node.trimmedDescription.contains("\n") else { return .visitChildren }
        var parent: Syntax? = node.parent
        while let p = parent, !p.is(InitializerDeclSyntax.self) { parent = p.parent }
        guard let initializer = parent?.as(InitializerDeclSyntax.self),
              let superclass = Self.superclassName(of: initializer), Self.viewsWithoutCoderInit.contains(superclass) else {
            return .visitChildren
        }
        edits.append(SourceEdit(offset: start(node), length: end(node) - start(node), replacement: "super.init(frame: .zero)"))
        return .skipChildren
    }

    /// SandboxKit's views whose `init?(coder:)` is a convenience initializer (views are never decoded here):
    /// a subclass's `required init?(coder:)` overrides nothing.
    static let viewsWithoutCoderInit: Set<String> = [
        "UIView", "UILabel", "UIControl", "UIButton", "UIImageView", "UIStackView", "UIScrollView", "UITableView", "UICollectionView",
        "UITextField", "UISwitch", "UISegmentedControl", "UIActivityIndicatorView", "UINavigationBar", "UITabBar",
        "UIWindow", "UISlider", "UIStepper", "UIProgressView", "UIPageControl", "UIRefreshControl", "UITextView",
    ]

    /// The first type the class around `initializer` inherits from, as written.
    private static func superclassName(of initializer: InitializerDeclSyntax) -> String? {
        var node: Syntax? = initializer.parent
        while let n = node, !n.is(ClassDeclSyntax.self) { node = n.parent }
        let type = node?.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first?.type
        return type?.as(IdentifierTypeSyntax.self)?.name.text ?? type?.as(MemberTypeSyntax.self)?.name.text
    }

    // MARK: #selector

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        // In top-level code (a scenario) a statement's `#Preview` parses as an expression.
        if node.parent?.is(CodeBlockItemSyntax.self) == true { declarePreview(pound: node.pound, name: node.macroName) }
        // `#keyPath(WKWebView.estimatedProgress)`: the compiler's string, "estimatedProgress" (the type
        // named first is left out; a path from `self` keeps its properties). It needs the Objective-C
        // runtime, which Linux lacks.
        if node.macroName.text == "keyPath", let argument = node.arguments.first?.expression, !node.trimmedDescription.contains("\n") {
            var parts = argument.trimmedDescription.split(separator: ".").map(String.init)
            if parts.count > 1, parts[0].first?.isUppercase == true || parts[0] == "self" { parts.removeFirst() }
            edits.append(SourceEdit(offset: start(node), length: end(node) - start(node),
                                    replacement: Self.literal(parts.joined(separator: "."))))
            return .skipChildren
        }
        guard node.macroName.text == "selector", let argument = node.arguments.first?.expression,
              node.arguments.first?.label == nil else { return .visitChildren }
        var reference = argument
        var typeName: String?
        if let member = argument.as(MemberAccessExprSyntax.self) {
            reference = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName, argumentNames: member.declName.argumentNames))
            if let base = member.base, base.trimmedDescription != "self" {
                let path = base.trimmedDescription
                let last = path.split(separator: ".").last.map(String.init) ?? path
                // `#selector(webView.reload)`: a variable's method; its class is the variable's type.
                if last.first?.isLowercase == true, !path.contains("\n"), let ref = reference.as(DeclReferenceExprSyntax.self) {
                    let replacement = "Selector(\"\(Self.objcName(ref))\", of: \(path), { $0.\(ref.trimmedDescription) })"
                    edits.append(SourceEdit(offset: start(node), length: end(node) - start(node), replacement: replacement))
                    return .skipChildren
                }
                typeName = path
            }
        }
        guard let ref = reference.as(DeclReferenceExprSyntax.self) else { return .visitChildren }
        guard let owner = typeName ?? Self.enclosingTypeName(of: Syntax(node)) else { return .visitChildren }
        let name = Self.objcName(ref)
        let replacement = "Selector(\"\(name)\", \(owner).\(ref.trimmedDescription))"
        edits.append(SourceEdit(offset: start(node), length: end(node) - start(node), replacement: replacement))
        return .skipChildren
    }

    /// `tapped(_:)` → `tapped:`; `tapped(sender:)` → `tappedWithSender:`; `tapped(_:for:)` → `tapped:for:`.
    static func objcName(_ ref: DeclReferenceExprSyntax) -> String {
        ScenarioRewrite.objcName(base: ref.baseName.text, labels: ref.argumentNames?.arguments.map { $0.name.text } ?? [])
    }


    static func enclosingTypeName(of node: Syntax) -> String? {
        var current = node.parent
        while let n = current {
            if let c = n.as(ClassDeclSyntax.self) { return c.name.text }
            if let e = n.as(ExtensionDeclSyntax.self) { return e.extendedType.trimmedDescription }
            if let a = n.as(ActorDeclSyntax.self) { return a.name.text }
            current = n.parent
        }
        return nil
    }

    // MARK: Controller names

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            bind(value, as: name)
        }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self) {
            let target = node.leftOperand
            let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? target.as(MemberAccessExprSyntax.self).flatMap { m in
                    m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? m.declName.baseName.text : nil
                }
            if let name { bind(node.rightOperand, as: name) }
        }
        return .visitChildren
    }

    private func bind(_ value: ExprSyntax, as name: String) {
        let call = value.as(TryExprSyntax.self)?.expression.as(FunctionCallExprSyntax.self) ?? value.as(FunctionCallExprSyntax.self)
        guard let call, let typeName = Self.typeName(calledBy: call.calledExpression) else { return }
        // `D⏎    <Int, Int>(…)`: generic arguments on a line of their own parse as such only at the start of
        // a statement; inside the call's parentheses `<` would be the operator. Left unnamed.
        guard !typeName.contains("\n") else { return }
        edits.append(.insert("__sandboxBind(\(Self.literal(name)), \(Self.literal(typeName)), ", at: start(call)))
        edits.append(.insert(")", at: end(call)))
    }

    /// `Child` in `Child()`, `Child.init()`, `Module.Child()`: a name that starts with a capital letter.
    static func typeName(calledBy callee: ExprSyntax) -> String? {
        var expr = callee
        if let m = expr.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "init", let base = m.base { expr = base }
        let name: String
        if let ref = expr.as(DeclReferenceExprSyntax.self) { name = ref.baseName.text }
        else if let m = expr.as(MemberAccessExprSyntax.self), m.base != nil { name = m.trimmedDescription }
        else if let g = expr.as(GenericSpecializationExprSyntax.self) { name = g.trimmedDescription }
        else { return nil }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        guard let first = last.first, first.isUppercase else { return nil }
        return name
    }

    static func literal(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    // MARK: Lines

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        let owner = node.parent
        if isLibraryFile && owner?.is(SourceFileSyntax.self) == true { return .visitChildren }
        let isBody = owner?.is(ClosureExprSyntax.self) == true || owner?.is(AccessorBlockSyntax.self) == true
            || (owner?.is(CodeBlockSyntax.self) == true && Self.isFunctionLike(owner?.parent))
        let isInitializer = owner?.parent?.is(InitializerDeclSyntax.self) == true || owner?.parent?.is(DeinitializerDeclSyntax.self) == true
        let items = Array(node)
        guard let first = items.first, !Self.isExpressionBranch(node) else { return .visitChildren }
        // The body of `Task { … }`: the device keeps which tasks have begun and not returned (`TaskLedger`).
        let taskLine = owner?.as(ClosureExprSyntax.self).flatMap(taskCreationLine)
        let taskMarks = taskLine.map { "__sandboxTaskBegan(\($0)); defer { __sandboxTaskEnded(\($0)) }; " } ?? ""
        if isBody && !isInitializer && items.count == 1, let expr = Self.expression(of: first), !Self.isIfStatement(expr) {
            // `try f()` becomes `try __sandboxAt(3, f())`: the `try` must stay outside.
            let inner = expr.as(TryExprSyntax.self)?.expression ?? expr
            if Self.canWrap(inner) {
                // A task's one expression is its value: after the marks it is returned.
                edits.append(.insert(taskMarks.isEmpty ? "__sandboxAt(\(mark(expr)), " : taskMarks + "return __sandboxAt(\(mark(expr)), ",
                                     at: start(inner)))
                edits.append(.insert(")", at: end(inner)))
            } else if !taskMarks.isEmpty {
                edits.append(.insert(taskMarks + "return ", at: start(expr)))
            }
            return .visitChildren
        }
        var prefix = isBody ? "__sandboxEnter(); defer { __sandboxLeave() }; " + taskMarks : ""
        for item in items where Self.isStatement(item) {
            prefix += "__sandboxLine(\(mark(item))); "
            edits.append(.insert(prefix, at: start(item)))
            prefix = ""
        }
        if !prefix.isEmpty { edits.append(.insert(prefix, at: start(first))) }
        return .visitChildren
    }

    /// The line of the `Task { … }`, `Task.detached { … }` or `Task(priority:) { … }` whose operation
    /// `closure` is (trailing or as the `operation:` argument); nil for any other closure.
    private func taskCreationLine(_ closure: ClosureExprSyntax) -> Int? {
        var call = closure.parent?.as(FunctionCallExprSyntax.self)
        if call == nil, let argument = closure.parent?.as(LabeledExprSyntax.self), argument.label?.text == "operation" {
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        guard let call else { return nil }
        var callee = call.calledExpression
        if let m = callee.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "detached", let base = m.base { callee = base }
        if let g = callee.as(GenericSpecializationExprSyntax.self) { callee = g.expression }
        guard callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task" else { return nil }
        return line(call)
    }

    /// An `if` without `else` is a statement, never a value.
    private static func isIfStatement(_ expr: ExprSyntax) -> Bool {
        guard let i = expr.as(IfExprSyntax.self) else { return false }
        return i.elseBody == nil
    }

    /// A branch of an `if` or `switch` used as a value (`let t = switch tab { case .a: "A" … }`, or the
    /// lone expression of a body): its single expression must stay one, so it gets no marks.
    private static func isExpressionBranch(_ list: CodeBlockItemListSyntax) -> Bool {
        var expr: Syntax?
        if let c = list.parent?.as(SwitchCaseSyntax.self) { expr = c.parent?.parent }
        else if let b = list.parent?.as(CodeBlockSyntax.self), b.parent?.is(IfExprSyntax.self) == true { expr = b.parent }
        guard var top = expr else { return false }
        while let p = top.parent, p.is(IfExprSyntax.self) { top = p }
        var holder = top.parent
        if holder?.is(ExpressionStmtSyntax.self) == true { holder = holder?.parent }
        guard let item = holder?.as(CodeBlockItemSyntax.self), let owner = item.parent?.as(CodeBlockItemListSyntax.self) else { return true }
        if owner.count > 1 { return false }
        if let i = top.as(IfExprSyntax.self), i.elseBody == nil { return false }
        let o = owner.parent
        return o?.is(ClosureExprSyntax.self) == true || o?.is(AccessorBlockSyntax.self) == true
            || (o?.is(CodeBlockSyntax.self) == true && isFunctionLike(o?.parent))
    }

    private static func isFunctionLike(_ node: Syntax?) -> Bool {
        guard let node else { return false }
        return node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(DeinitializerDeclSyntax.self)
            || node.is(AccessorDeclSyntax.self)
    }

    private static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let e): return e
        case .stmt(let s): return s.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    /// Whether a lone expression can become `__sandboxAt(line, expression)`: not an assignment (no
    /// value), not an `if`/`switch` expression or `await` (not allowed as an argument).
    private static func canWrap(_ expr: ExprSyntax) -> Bool {
        if expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) || expr.is(AwaitExprSyntax.self) { return false }
        if expr.is(SequenceExprSyntax.self) { return false }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            if infix.operator.is(AssignmentExprSyntax.self) { return false }
            if let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op.hasSuffix("="),
               !["==", "!=", "<=", ">=", "===", "!=="].contains(op) { return false }
        }
        if expr.trimmedDescription.contains("await ") { return false }
        return true
    }

    /// Statements and local variables get a line mark; other declarations (types, functions,
    /// imports) and `#if` blocks do not.
    private static func isStatement(_ item: CodeBlockItemSyntax) -> Bool {
        switch item.item {
        // A `#Preview` becomes a declaration (`declarePreview`), which an app's file may not precede with a statement.
        case .expr(let e): return e.as(MacroExpansionExprSyntax.self)?.macroName.text != "Preview"
        case .stmt: return true
        case .decl(let d): return d.is(VariableDeclSyntax.self)
        }
    }
}

extension ScenarioRewrite {
    /// The Objective-C name of a method with this base name and argument labels (`tapped:`,
    /// `tappedWithSender:`, `tapped:forEvent:`).
    /// The compiler adds "With" before the first label unless that label's first word is a preposition
    /// (`seek(to:)` is `seekTo:`, `tapped(sender:)` is `tappedWithSender:`).
    static func objcName(base: String, labels: [String]) -> String {
        var name = base
        for (i, label) in labels.enumerated() {
            if i == 0 {
                let firstWord = String(label.prefix { !$0.isUppercase })
                let joiner = prepositions.contains(firstWord) ? "" : "With"
                name += label == "_" ? ":" : "\(joiner)\(label.prefix(1).uppercased())\(label.dropFirst()):"
            } else {
                name += (label == "_" ? "" : label) + ":"
            }
        }
        return name
    }

    /// The prepositions the compiler knows when it names a method for Objective-C.
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]
}
