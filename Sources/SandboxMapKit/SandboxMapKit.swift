// MapKit's coordinates and locations are Core Location's, which `import MapKit` brings along as on iOS.
@_exported import SandboxCoreLocation
