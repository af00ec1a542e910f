import Foundation
import SandboxKit

/// One parameter of a bound SandboxKit method: its label (nil for `_`), type, and whether it may be
/// left out (a default value in UIKit's declaration).
struct Param {
    let label: String?
    let type: ParamType
    let hasDefault: Bool

    init(_ label: String?, _ type: ParamType, default hasDefault: Bool = false) {
        self.label = label
        self.type = type
        self.hasDefault = hasDefault
    }
}

/// A SandboxKit method, initialiser or static function a scenario may call. `call` receives the
/// receiver (nil for static members and initialisers) and the arguments already checked and converted.
struct MethodBinding {
    let name: String
    let params: [Param]
    let call: (AnyObject?, [Value]) throws -> Value

    /// `addChild(_:)`, `transition(from:to:duration:options:animations:completion:)`.
    var fullName: String { "\(name)(\(params.map { ($0.label ?? "_") + ":" }.joined()))" }
}

/// A SandboxKit property a scenario may read, and write when `set` is given.
struct PropertyBinding {
    let name: String
    let type: ParamType
    let get: (AnyObject) -> Value
    let set: ((AnyObject, Value) -> Void)?
}

/// What a scenario can do with one SandboxKit type: the bindings of its own members (the superclass's
/// are found through `superName`).
final class TypeBinding {
    let name: String
    let superName: String?
    /// Whether an object belongs to this type (checked most derived first).
    let matches: (AnyObject) -> Bool
    var methods: [MethodBinding] = []
    var properties: [String: PropertyBinding] = [:]
    var initializers: [MethodBinding] = []
    var staticMethods: [MethodBinding] = []
    var staticProperties: [String: () -> Value] = [:]

    init(name: String, superName: String?, matches: @escaping (AnyObject) -> Bool) {
        self.name = name
        self.superName = superName
        self.matches = matches
    }

    func method(_ name: String, _ params: [Param], _ call: @escaping (AnyObject?, [Value]) throws -> Value) {
        methods.append(MethodBinding(name: name, params: params, call: call))
    }

    func property(_ name: String, _ type: ParamType, get: @escaping (AnyObject) -> Value, set: ((AnyObject, Value) -> Void)? = nil) {
        properties[name] = PropertyBinding(name: name, type: type, get: get, set: set)
    }

    func initializer(_ params: [Param], _ call: @escaping ([Value]) throws -> Value) {
        initializers.append(MethodBinding(name: "init", params: params) { _, a in try call(a) })
    }

    func staticMethod(_ name: String, _ params: [Param], _ call: @escaping ([Value]) throws -> Value) {
        staticMethods.append(MethodBinding(name: name, params: params) { _, a in try call(a) })
    }
}
