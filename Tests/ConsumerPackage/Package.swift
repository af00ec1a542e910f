// swift-tools-version:6.0
// A user's package that depends on this repository as users do: by URL and version, beside
// swift-snapshot-testing (which asks for swift-syntax by a range too). scripts/test-consumer replaces
// SANDBOX_URL with a throwaway clone of this repository tagged with its version, then builds and tests
// (an XCTest with swift-snapshot-testing, and a Swift Testing test with SandboxTesting).
import PackageDescription

let package = Package(
    name: "ConsumerPackage",
    dependencies: [
        .package(url: "SANDBOX_URL", from: "0.1.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        .target(name: "ConsumerApp", dependencies: [.product(name: "SandboxKit", package: "uikit-sandbox")]),
        .testTarget(
            name: "ConsumerAppTests",
            dependencies: [
                "ConsumerApp",
                .product(name: "SandboxKit", package: "uikit-sandbox"),
                .product(name: "SandboxTesting", package: "uikit-sandbox"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
