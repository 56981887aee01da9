// Generated code. Do not modify. Run npm run gen.
export const validate = validate23;

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.email === undefined) && (missing0 = "email")) || ((data.smWa === undefined) && (missing0 = "smWa"))){
validate23.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.email !== undefined){
const _errs1 = errors;
if(typeof data.email !== "string"){
validate23.errors = [{instancePath:instancePath+"/email",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.smWa !== undefined){
const _errs3 = errors;
if(typeof data.smWa !== "string"){
validate23.errors = [{instancePath:instancePath+"/smWa",keyword:"type",message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate23.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
